Feature: Opening a real-money account
  A demo client upgrades from the welcome page: the real-account form opens a real account beside the
  demo one, the client chooses its currency on the set-currency page, and the header shows the real
  account in that currency (accounts-and-money §4 "New accounts", "Currency").

  Scenario: A new demo client upgrades, sets USD and sees the real account in the header
    When I ask for a sign-up e-mail for "upgrading.client@example.com"
    And I follow the link in the last sign-up e-mail to "upgrading.client@example.com"
    And I complete the sign-up form with the password "Secret12"
    And I follow the link "Upgrade to a Real Account"
    Then the address is "/en/new_account/realws.html"
    When I complete the real-account form
    Then the address is "/en/user/set-currency.html"
    When I press the button "Set currency"
    Then the set-currency page says "Please choose a currency"
    When I set the account currency to "USD"
    Then the address is "/en/cashier.html"
    And the header shows my new real account with balance "0.00 USD"
    And I can still switch to my demo account

  Scenario: The form asks for every required detail
    Given I am logged in as "virtual@example.com"
    When I open "/en/new_account/realws.html"
    And I press the button "Open account"
    Then the "Title" field shows the error "This field is required."
    And the "First name" field shows the error "This field is required."
    And the "Account opening reason" field shows the error "This field is required."
    And the "Telephone" field shows the error "This field is required."
    And the "Second line of home address" field shows no error
    And the "Tax identification number" field shows no error
    And the "Citizenship" field shows no error

  # One row per rule, and the length of each field the constant names; every bound is checked on the rules
  # (tests/accounts/real-account-logic.test.ts).
  @constant:detail-lengths
  Scenario Outline: The real-account form checks <field> by the spec's rules
    Given I am logged in as "virtual@example.com"
    When I open "/en/new_account/realws.html"
    And I type "<value>" into the "<field>" field
    Then the "<field>" field shows the error "<message>"

    Examples:
      | field                      | value                                                                   | message                                                                                       |
      | First name                 | J                                                                       | You should enter 2-30 characters.                                                             |
      | Last name                  | Doe3                                                                    | Only letters, space, hyphen, period, and apostrophe are allowed.                              |
      | First line of home address | Main street 1 $                                                         | Only letters, numbers, space, and these special characters are allowed: - . ' # ; : ( ) , @ / |
      | Postal Code / ZIP          | SW1A_1AA                                                                | Only letters, numbers, space, and hyphen are allowed.                                         |
      | Telephone                  | +62 (21) 555                                                            | Only numbers, hyphens, and spaces are allowed.                                                |
      | Telephone                  | +62 21-555                                                              | You should enter 8-35 characters.                                                             |
      | Tax identification number  | -123                                                                    | Should start with letter or number, and may contain hyphen and underscore.                    |
      | Tax identification number  | 123456789012345678901                                                   | You should enter 1-20 characters.                                                             |
      | Postal Code / ZIP          | 123456789012345678901                                                   | You should enter 1-20 characters.                                                             |
      | Town/City                  | Abcdefghijklmnopqrstuvwxyzabcdefghij                                    | You should enter 1-35 characters.                                                             |
      | First line of home address | Jalan Sudirman 1234567890 1234567890 1234567890 1234567890 1234567890 1 | You should enter 1-70 characters.                                                             |

  @error:AccountOpeningRefused
  Scenario: A refused request shows the platform's message in the form
    Given I am logged in as "virtual@example.com"
    And the next "new_account_real" call fails with "InvalidAccount" saying "Sorry, account opening is unavailable."
    When I open "/en/new_account/realws.html"
    And I complete the real-account form
    Then the real-account page says "Sorry, account opening is unavailable."
    And the address is "/en/new_account/realws.html"

  Scenario: The set-currency page is for real accounts without a currency
    Given I am logged in as "real@example.com"
    When I open "/en/user/set-currency.html"
    Then the address is "/en/trading.html"
