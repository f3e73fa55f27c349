#!/usr/bin/env python3
"""Draws the placement simulator's CSV output (summary.csv, timing.csv) with matplotlib.

Usage: python3 placement/plot_results.py [dir]      (default docs/placement; needs `pip install matplotlib`)
Writes <dir>/<topology>-metrics.png (one panel per metric, one curve per algorithm) and <dir>/timing.png.
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


if __name__ == "__main__":
    main()
