Feature: Telegram bot
  A client gives an API token and is shown the link that opens the platform's Telegram bot with the
  token as its start parameter (accounts-and-money §2, §5 "Telegram token").

  Scenario: The token leads to the bot
    Given I am logged in as "real@example.com"
    When I open the profile page "Telegram bot"
    And I type the token "a1B2c3D4e5"
    And I press "Submit"
    Then the link to the bot opens "https://t.me/binary_test_bot?start=a1B2c3D4e5"

  Scenario: The token is required
    Given I am logged in as "real@example.com"
    When I open the profile page "Telegram bot"
    And I press "Submit"
    Then the profile page shows the field error "This field is required."
