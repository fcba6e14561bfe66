Feature: The settings page offers the settings and security pages the account may use
  user/settingsws.html and user/securityws.html are the same page: a card for each settings or security
  page that is built, that the page access table lets the client open and that is meant for the kind of
  account, each saying what it is for (accounts-and-money §2). The account menu leads to it.

  Scenario: A real client sees a card for each page a real account may open, each saying what it is for
    Given I am logged in as "real@example.com"
    When I choose "Settings" in the account menu
    Then the address is "/en/user/settingsws.html"
    And the settings page offers "Personal details, Financial assessment, Terms and conditions, Telegram bot, Change password, Cashier password, Self-exclusion facilities, Account limits, API token, Authorised applications, Login history, Two-factor authentication"
    And the card "Personal details" says "View your personal details and update those you may change."
    And the card "Self-exclusion facilities" says "Limit your trading, take a time-out or exclude yourself from the website."
    When I choose the card "Change password"
    Then the address is "/en/user/security/change_passwordws.html"

  Scenario: A virtual client is not offered the pages of real accounts
    Given I am logged in as "virtual@example.com"
    When I choose "Security" in the account menu
    Then the address is "/en/user/securityws.html"
    And the settings page offers "Personal details, Telegram bot, Change password, API token, Authorised applications, Login history, Two-factor authentication"

  Scenario: The settings page speaks the page's language
    Given I am logged in as "real@example.com"
    When I open "/de/user/settingsws.html"
    Then the card "Persönliche Angaben" says "Sehen Sie Ihre persönlichen Daten ein und aktualisieren Sie die, die Sie ändern dürfen."
