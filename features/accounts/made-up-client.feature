Feature: A made-up real client
  A scenario can make up its own client: a resident of a country with names, address, phone, date of
  birth and an e-mail at the test domain, all from the scenario's seed (STRIKE_SEED replays them), and
  a real account in the scenario's world.

  Scenario: A new real client of Indonesia logs in to their real account
    Given a new real client in Indonesia
    And I am logged in as the new client
    Then the header shows the new client's real account with balance "0.00 USD"
