#!/usr/bin/env python3
"""Draws the placement simulator's CSV output (summary.csv, timing.csv) with matplotlib.

Usage: python3 placement/plot_results.py [dir]      (default docs/placement; needs `pip install matplotlib`)
Writes <dir>/<topology>-metrics.png (one panel per metric, one curve per algorithm) and <dir>/timing.png, and,
when <dir>/admission-sweep.csv is there (`./openpath simulate DIR REPS sweep`), <dir>/admission-sweep.png.
"""
import csv
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

METRICS = [
    ("acceptance_ratio", "acceptance ratio"),
    ("throughput_gbps", "accepted throughput (Gbps)"),
    ("mean_latency_us", "mean end-to-end latency (µs)"),
    ("mean_path_length", "mean path length (links)"),
    ("cpu_utilisation", "CPU utilisation (working + backup)"),
    ("inter_node_gbps", "inter-node traffic (Gbps)"),
    ("availability", "availability (survive any single node or link failure)"),
    ("availability_protectable", "availability (survive any single failure a placement can survive)"),
]


def read(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "docs", "placement")
    rows = read(os.path.join(out, "summary.csv"))
    for topology in sorted({r["topology"] for r in rows}):
        fig, axes = plt.subplots(3, 3, figsize=(18, 13))
        sub = [r for r in rows if r["topology"] == topology]
        algorithms = list(dict.fromkeys(r["algorithm"] for r in sub))
        for ax, (key, label) in zip(axes.flat, METRICS):
            for algorithm in algorithms:
                pts = [(int(r["requests"]), float(r[key])) for r in sub if r["algorithm"] == algorithm]
                ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label=algorithm)
            ax.set_xlabel("requests")
            ax.set_title(label)
            ax.grid(True, alpha=0.3)
        axes.flat[-1].axis("off")
        handles, labels = axes.flat[0].get_legend_handles_labels()
        axes.flat[-1].legend(handles, labels, loc="center")
        fig.suptitle(f"Placement on {topology} (mean of repetitions)")
        fig.tight_layout()
        fig.savefig(os.path.join(out, f"{topology}-metrics.png"), dpi=80)
        plt.close(fig)

    timing = read(os.path.join(out, "timing.csv"))
    fig, (left, right) = plt.subplots(1, 2, figsize=(13, 5))
    algorithms = list(dict.fromkeys(r["algorithm"] for r in timing))
    for algorithm in algorithms:
        k8 = [r for r in timing if r["algorithm"] == algorithm and r["topology"] == "fat-tree-k8"]
        left.plot([int(r["requests"]) for r in k8], [float(r["median_place_ms"]) for r in k8], marker="o",
                  label=algorithm)
        by_size = [r for r in timing if r["algorithm"] == algorithm and r["requests"] == "300"]
        right.plot([int(r["hosts"]) for r in by_size], [float(r["median_place_ms"]) for r in by_size], marker="o",
                   label=algorithm)
    left.set_title("fat-tree k=8: time to place N requests")
    left.set_xlabel("requests")
    left.set_ylabel("median ms")
    right.set_title("300 requests: time against fat-tree size (k=4,6,8,10)")
    right.set_xlabel("hosts")
    right.set_ylabel("median ms")
    for ax in (left, right):
        ax.grid(True, alpha=0.3)
        ax.legend()
    fig.tight_layout()
    fig.savefig(os.path.join(out, "timing.png"), dpi=80)
    plt.close(fig)
    plot_sweep(out)


def ratio(row, key, best):
    return float(row[key]) / float(row[best])


def plot_sweep(out):
    """Priced admission against the best baseline: the trade-off between light and heavy load, and two settings."""
    path = os.path.join(out, "admission-sweep.csv")
    if not os.path.exists(path):
        return
    rows = read(path)
    settings = {}
    for r in rows:
        settings.setdefault((r["admission"], r["base"], r["budget_cores"]), []).append(r)
    fig, (left, mid, right) = plt.subplots(1, 3, figsize=(20, 6))
    for key, rs in settings.items():
        light = min(min(ratio(r, "acceptance_ratio", "best_baseline_acceptance"),
                        ratio(r, "throughput_gbps", "best_baseline_throughput")) for r in rs if int(r["requests"]) <= 60)
        heavy = min(min(ratio(r, "acceptance_ratio", "best_baseline_acceptance"),
                        ratio(r, "throughput_gbps", "best_baseline_throughput")) for r in rs if int(r["requests"]) >= 200)
        greedy = key[0] == "all-that-fit"
        left.scatter([light], [heavy], color="red" if greedy else "tab:blue", s=60 if greedy else 25)
        left.annotate("all that fit" if greedy else f"{key[1]}/{key[2]}", (light, heavy), fontsize=7,
                      xytext=(3, 3), textcoords="offset points")
    left.axvline(1, color="grey", linestyle="--")
    left.axhline(1, color="grey", linestyle="--")
    left.set_xlabel("worst ratio to the best baseline, 20-60 requests (acceptance or throughput)")
    left.set_ylabel("worst ratio to the best baseline, 200-300 requests")
    left.set_title("priced admission (base/budget) vs all that fit: no setting reaches (1, 1)")
    chosen = max((k for k in settings if k[0] == "priced"), key=lambda k: min(
        min(ratio(r, "acceptance_ratio", "best_baseline_acceptance"),
            ratio(r, "throughput_gbps", "best_baseline_throughput")) for r in settings[k]))
    for ax, key, best, title in ((mid, "acceptance_ratio", "best_baseline_acceptance", "acceptance"),
                                 (right, "throughput_gbps", "best_baseline_throughput", "accepted throughput")):
        for setting, style in ((("all-that-fit", "", ""), "--"), (chosen, "-")):
            for topology in dict.fromkeys(r["topology"] for r in settings[setting]):
                pts = [(int(r["requests"]), ratio(r, key, best)) for r in settings[setting]
                       if r["topology"] == topology]
                label = ("all that fit" if setting[0] == "all-that-fit" else f"priced {setting[1]}/{setting[2]}")
                ax.plot([p[0] for p in pts], [p[1] for p in pts], style, marker="o", label=f"{label}, {topology}")
        ax.axhline(1, color="grey", linestyle=":")
        ax.set_xlabel("requests")
        ax.set_ylabel("OpenPATH (no backups) / best baseline")
        ax.set_title(f"{title}: OpenPATH over the best baseline")
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7)
    left.grid(True, alpha=0.3)
    fig.tight_layout()
    fig.savefig(os.path.join(out, "admission-sweep.png"), dpi=80)
    plt.close(fig)


if __name__ == "__main__":
    main()
