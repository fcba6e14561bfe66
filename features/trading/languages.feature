Feature: Market names and contract descriptions in the page's language
  The platform names markets and underlyings, and words contracts, in the language the app's
  connection asks for: the page's language.

  Background:
    Given the simulator is running

  Scenario: The German trading page names the underlying and describes the contract in German
    Given I am logged in as "virtual@example.com"
    When I open "/de/trading.html"
    And I choose the underlying "Volatilität 100 Index"
    Then the connection to the platform asks for language "DE"
    And the underlying selector shows "Volatilität 100 Index"
    When I click Purchase in the "top" price box
    Then the contract confirmation's description begins "Gewinnen Sie die Auszahlung, wenn Volatilität 100 Index"
