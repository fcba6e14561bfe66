Feature: Setting the currency of a real account
  The set-currency page shows a refused currency's message in the form, and the account keeps no
  currency (accounts-and-money §8 Other: "Set-currency error shows inline").

  @error:SetCurrencyError
  Scenario: A refused currency shows the platform's message on the page
    Given I am logged in as "no-currency@example.com"
    And the next "set_account_currency" call fails with "CurrencyTypeNotAllowed" saying "The provided currency is not applicable for this account."
    When I open "/en/user/set-currency.html"
    And I set the account currency to "USD"
    Then the set-currency page says "The provided currency is not applicable for this account."
    And the address is "/en/user/set-currency.html"
