Feature: The accounts page
  A client with a currency sees their accounts with the markets and currency of each, the disabled and
  excluded ones dimmed and last with a note; they create the upgrade the platform allows, or another
  account with their company in a currency they do not hold yet (accounts-and-money §2 "Accounts
  page", §4 "Account kinds", "Currency", §8 "Account opening").

  Scenario: A real client sees their accounts, a disabled one dimmed and last, with the support note
    Given account "CR90000001" has the status "disabled"
    And I am logged in as "real@example.com"
    When I choose "Accounts" in the account menu
    Then the address is "/en/user/accounts.html"
    And the accounts page lists, in this order:
      | account                  | markets                                                           | currency |
      | Real Account CR90000002  | Commodities, Cryptocurrencies, Forex, Indices, Volatility Indices | BTC      |
      | Real Account CR90000003  | Commodities, Cryptocurrencies, Forex, Indices, Volatility Indices | ETH      |
      | Virtual Account VRTC9000 | Commodities, Cryptocurrencies, Forex, Indices, Volatility Indices | USD      |
      | Real Account CR90000001  | Commodities, Cryptocurrencies, Forex, Indices, Volatility Indices | USD      |
    And the accounts page dims 1 account and says "For any enquiries regarding disabled or excluded accounts, please contact customer support."

  Scenario: Another account takes only a currency the client does not hold with the company, and opens
    Given I am logged in as "real@example.com"
    When I open "/en/user/accounts.html"
    Then the multi-account form offers the currencies "BCH, LTC, UST"
    When I create another account in "LTC"
    Then the header shows my new real account with balance "0.00000000 LTC"

  @error:AccountDetailsMissing
  Scenario: Missing details send the client to the personal-details page, flagged to come back
    Given I am logged in as "real@example.com"
    And the next "new_account_real" call fails with "InsufficientAccountDetails" saying "Please provide complete details for account opening."
    When I open "/en/user/accounts.html"
    And I create another account in "LTC"
    Then the address is "/en/user/settings/detailsws.html"
    And the details page offers the way back to the accounts page

  @error:AccountOpeningRefused
  Scenario: Any other refusal shows under the Create button
    Given I am logged in as "real@example.com"
    And the next "new_account_real" call fails with "CurrencyNotApplicable" saying "The provided currency LTC is not applicable for this account."
    When I open "/en/user/accounts.html"
    And I create another account in "LTC"
    Then the multi-account form says "The provided currency LTC is not applicable for this account."
    And the address is "/en/user/accounts.html"

  Scenario: A Malta client is offered the financial account, whose Create link opens its form
    Given I am logged in as "malta@example.com"
    When I open "/en/user/accounts.html"
    And I press the button "Confirm"
    Then the accounts page offers to create a "Investment Account"
    When I follow the Create link of the upgrade
    Then the address is "/en/new_account/maltainvestws.html"
