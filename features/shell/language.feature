Feature: Languages
  The language is the first segment of every address; switching it keeps the page and tells the
  platform the new language.

  Background:
    Given the simulator is running

  Scenario: Switching language changes the address and the connection's language
    When I open "/en/trading.html"
    And I choose the language "Deutsch"
    Then the address is "/de/trading.html"
    And the header offers "Anmelden"
    And the connection to the platform asks for language "DE"

  Scenario: The translation mode shows the keys of the texts
    When I open "/ach/trading.html"
    Then the header offers "[Log in]"
