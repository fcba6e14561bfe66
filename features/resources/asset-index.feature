Feature: The asset index lists each underlying's contract types and durations
  Open to everyone: per market and submarket, each underlying with the contract categories it offers
  and their shortest and longest durations, named in the page's language.

  Scenario: A visitor sees the underlyings by market and submarket with their durations
    When I open the asset index
    Then the asset index lists "Volatility 100 Index" in "Volatility Indices" and "Continuous Indices" with "Up/Down" from "1 tick" to "365 days"
    And the asset index lists "EUR/USD" in "Forex" and "Major Pairs" with "Touch/No Touch" from "1 day" to "365 days"

  Scenario: The asset index speaks the page's language
    When I open "/de/resources/asset_indexws.html"
    Then the asset index lists "Volatilität 100 Index" in "Volatilitätsindizes" and "Kontinuierliche Indizes" with "Steigen/Fallen" from "1 Tick" to "365 Tage"

  Scenario: A refusal shows the platform's message
    Given the next "asset_index" call fails with "InputValidationFailed" saying "Input validation failed: asset_index."
    When I open the asset index
    Then the resources page says "Input validation failed: asset_index."
