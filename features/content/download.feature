Feature: Download the desktop app
  The download page (Resources menu) reads the desktop app's latest release over HTTP from the platform's
  release feed (a code host's latest-release answer), shows its version and date, and offers the macOS
  (.dmg) and Windows (.exe) installers the release lists. A platform without an installer has no button;
  without a release the download is said to be unavailable, with a way to try again. Visitors from
  Indonesia see the desktop app first, highlighted (accounts-and-money §6).

  Background:
    Given the simulator is running

  Scenario: The latest release's version and both installers, reached from the menu
    Given the release feed publishes "v2.0.0" of "2026-11-02" with the files "latest.yml, Strike-2.0.0.dmg, Strike-Setup-2.0.0.exe"
    When I open the trading page
    And I choose "Download" under "Resources" in the site menu
    Then the address is "/en/download.html"
    And the download page shows "Version 2.0.0, released November 2, 2026"
    And the download page offers "Download for macOS, Download for Windows"
    And the installers' links are the feed's files, each of which downloads

  Scenario: A release without a macOS installer offers Windows only
    Given the release feed publishes "v2.1.0" of "2026-11-20" with the files "Strike-Setup-2.1.0.exe"
    When I open the download page
    Then the download page shows "Version 2.1.0, released November 20, 2026"
    And the download page offers "Download for Windows"
    And the download page says "This version has no macOS installer."

  Scenario: Without a release the download is unavailable, until it is tried again
    Given the release feed publishes no release
    When I open the download page
    Then the download page says "The download is unavailable at the moment. Please try again later."
    Given the release feed publishes "v2.0.0" of "2026-11-02" with the files "Strike-2.0.0.dmg, Strike-Setup-2.0.0.exe"
    When I press "Try again"
    Then the download page shows "Version 2.0.0, released November 2, 2026"

  Scenario: Visitors from Indonesia see the desktop app first, highlighted; others see the browser first
    Given the visitor comes from the country "id"
    When I open the download page
    Then the download page shows the blocks "Strike for desktop, Trade in your browser"
    And the desktop app block is highlighted
    Given the visitor comes from the country "de"
    When I open the download page
    Then the download page shows the blocks "Trade in your browser, Strike for desktop"
    And the desktop app block is not highlighted
