Feature: The cashier's codes
  When the platform will not open the cashier it answers with a code; the deposit and withdrawal page
  shows each code's message, asks for what it needs on the page itself (an e-mail verification, the
  UK funds-protection acknowledgement), or shows the platform's own message (accounts-and-money §8).

  Background:
    Given the simulator is running

  Scenario Outline: A code that needs the client elsewhere shows its message
    Given the cashier of "CR90000001" asks for "<code>"
    And I am logged in as "real@example.com"
    When I open the deposit page
    Then the cashier refuses with "<message>"

    @error:CashierAskTncApproval
    Examples: terms
      | code             | message                                                             |
      | ASK_TNC_APPROVAL | Please accept the updated Terms and Conditions to access the cashier. |

    @error:CashierAskAuthenticate
    Examples: authentication
      | code             | message                                                                   |
      | ASK_AUTHENTICATE | Your account is not fully authenticated. Please authenticate your account. |

    @error:CashierAskFinancialRiskApproval
    Examples: financial risk
      | code                        | message                                                                                         |
      | ASK_FINANCIAL_RISK_APPROVAL | Your financial risk approval is required. Please contact customer support for more information. |

    @error:CashierAskAgeVerification
    Examples: age
      | code                 | message                                                                                  |
      | ASK_AGE_VERIFICATION | Your account needs age verification. Please contact customer support for more information. |

    @error:CashierAskSelfExclusionMaxTurnover
    Examples: turnover limit
      | code                                | message                                                          |
      | ASK_SELF_EXCLUSION_MAX_TURNOVER_SET | Please set your 30-day turnover limit to access the cashier. |

  @error:CashierAskFixDetails
  Scenario: Missing personal details are named
    Given the cashier of "CR90000001" asks for the missing details "address_state, residence, address_city, address_line_1, address_postcode, phone, email"
    And I am logged in as "real@example.com"
    When I open the deposit page
    Then the cashier refuses with "To access the cashier, please complete these personal details:"
    And the cashier asks for the missing details "State/Province, Country, Town/City, First line of home address, Postal Code / ZIP, Telephone, Email address"

  Scenario: Missing personal details the platform does not name get the general message
    Given the cashier of "CR90000001" asks for "ASK_FIX_DETAILS"
    And I am logged in as "real@example.com"
    When I open the deposit page
    Then the cashier refuses with "Your personal details are incomplete. Please update them to access the cashier."

  @error:CashierAskEmailVerify
  Scenario: A cashier that asks for an e-mail verification starts one
    Given the cashier of "CR90000001" asks for "ASK_EMAIL_VERIFY"
    And I am logged in as "real@example.com"
    When I open the deposit page
    Then the cashier says "Please check your email for the verification link to complete the process."
    And 1 cashier verification e-mail went to "real@example.com"

  @error:CashierAskUkFundsProtection
  Scenario: The UK funds-protection notice is acknowledged, then the cashier opens
    Given account "MX90000001" no longer has the status "ukgc_funds_protection"
    And I am logged in as "iom@example.com"
    When I open the deposit page
    And I set the reality-check interval to "10" minutes
    And I press "Confirm"
    Then the cashier says "We are required by our licence to inform you about what happens to your funds should we become insolvent (the level of funds protection)."
    When I press "Proceed" on the cashier page
    Then the cashier shows its frame

  @error:CashierOtherCode
  Scenario: Any other code shows the platform's message
    Given the platform refuses the next cashier call with "CashierForwardError" and "Deposits are paused for maintenance."
    And I am logged in as "real@example.com"
    When I open the deposit page
    Then the cashier refuses with "Deposits are paused for maintenance."

  @error:CashierPasswordIncorrect
  Scenario: The platform refusing the cashier request's fields is read as a wrong cashier password
    Given I am logged in as "real@example.com"
    When I follow a cashier link with the code "bad-code"
    Then the cashier refuses with "Sorry, you have entered an incorrect cashier password."
