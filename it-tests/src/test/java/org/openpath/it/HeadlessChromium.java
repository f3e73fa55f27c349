/*
 * Copyright (c) 2026 OpenPATH contributors. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Debian's {@code chromium}, headless, driven through Debian's {@code chromium-driver}: both are given to Selenium
 * by path, so Selenium Manager never looks for (or downloads) a browser or a driver. {@code ./openpath test}
 * installs the two packages when they are missing; {@code -Dopenpath.chromium} and {@code -Dopenpath.chromedriver}
 * point elsewhere.
 */
final class HeadlessChromium {
    static final Path BROWSER = Path.of(System.getProperty("openpath.chromium", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(System.getProperty("openpath.chromedriver", "/usr/bin/chromedriver"));

    private static final Logger LOG = LoggerFactory.getLogger(HeadlessChromium.class);
    private static final String HOW_TO_INSTALL = "The browser tests need Debian's chromium and chromium-driver: "
        + "./openpath test installs them, or apt-get install -y chromium chromium-driver";

    private HeadlessChromium() {
        // static methods only
    }

    /**
     * Starts chromium, headless, 1400 x 1000 pixels.
     *
     * @return the driver; quit it when done
     * @throws IllegalStateException if chromium or its driver is missing
     */
    static ChromeDriver start() {
        for (var file : new Path[] {BROWSER, DRIVER}) {
            if (!Files.isExecutable(file)) {
                throw new IllegalStateException(file + " is missing. " + HOW_TO_INSTALL);
            }
        }
        final var service = new ChromeDriverService.Builder()
            .usingDriverExecutable(DRIVER.toFile())
            .usingAnyFreePort()
            .build();
        final var options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        // --no-sandbox: the tests run as root (OVS, network namespaces), where chromium's sandbox refuses to start
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
            "--window-size=1400,1000", "--force-device-scale-factor=1", "--lang=en-US", "--no-first-run",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--disable-default-apps");
        final var driver = new ChromeDriver(service, options);
        LOG.info("Started {} {} through {}", BROWSER, driver.getCapabilities().getBrowserVersion(), DRIVER);
        return driver;
    }

    /**
     * Saves what the browser shows.
     *
     * @param driver the browser
     * @param file where the PNG goes
     * @throws IOException if it cannot be written
     */
    static void screenshot(final TakesScreenshot driver, final Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
        LOG.info("Screenshot {}", file);
    }
}
