Feature: The limits page shows a real client's trading and withdrawal limits
  A real client with a currency sees the trading limits (open positions, account balance, payouts,
  daily turnover per market) and the withdrawal limits, worded for the landing company: svg states the
  amounts plainly, the Isle of Man counts withdrawals over a window of days, Malta says "the equivalent
  of". An authenticated account is told its withdrawal limits are lifted; a refusal shows the
  platform's message without the page's titles.

  Scenario: An svg client sees the trading limits and the withdrawal limits stated plainly
    Given I am logged in as "real@example.com"
    When I open the limits page
    Then the trading limit "Maximum number of open positions" is "100"
    And the trading limit "Maximum account cash balance" is "300,000.00 USD"
    And the trading limit "Maximum aggregate payouts on open positions" is "50,000.00 USD"
    And the trading limit "Synthetic Indices" is "500,000.00 USD"
    And the withdrawal limits say:
      | Your withdrawal limit is 10,000.00 USD.                                                                                     |
      | You have already withdrawn 0.00 USD.                                                                                        |
      | Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is 10,000.00 USD. |

  Scenario: An Isle of Man client's withdrawals are counted over the last 30 days
    Given account "MX90000001" is not authenticated
    And I am logged in as "iom@example.com"
    When I open the limits page
    Then the withdrawal limits say:
      | Your 30 day withdrawal limit is currently 2,551.18 GBP (or equivalent in other currency).                                                     |
      | You have already withdrawn the equivalent of 0.00 GBP in aggregate over the last 30 days.                                                     |
      | Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is 2,551.18 GBP (or equivalent in other currency). |

  Scenario: A Malta client's withdrawal limits are stated as the equivalent in other currencies
    Given account "MLT90000001" is not authenticated
    And I am logged in as "malta@example.com"
    When I open the limits page
    Then the withdrawal limits say:
      | Your withdrawal limit is 2,000.00 EUR (or equivalent in other currency).                                                                      |
      | You have already withdrawn the equivalent of 0.00 EUR.                                                                                        |
      | Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is 2,000.00 EUR (or equivalent in other currency). |

  Scenario: An authenticated account is told its withdrawal limits are lifted
    Given account "CR90000001" has the status "authenticated"
    And I am logged in as "real@example.com"
    When I open the limits page
    Then the withdrawal limits say:
      | Your account is fully authenticated and your withdrawal limits have been lifted. |

  Scenario: The limits are in the page language's number format
    Given I am logged in as "real@example.com"
    When I open "/de/user/security/limitsws.html"
    Then the trading limit "Maximale Anzahl offener Positionen" is "100"
    And the trading limit "Maximales Kontoguthaben" is "300.000,00 USD"
    And the withdrawal limits say:
      | Ihr Auszahlungslimit beträgt 10.000,00 USD.                                                                                                 |
      | Sie haben bereits 0,00 USD abgehoben.                                                                                                       |
      | Ihre derzeit sofort mögliche Höchstauszahlung (sofern Ihr Konto über ausreichendes Guthaben verfügt) beträgt daher 10.000,00 USD. |

  @error:LimitsError
  Scenario: A refusal shows the platform's message and hides the titles
    Given the next "get_limits" call fails with "FeatureNotAvailable" saying "Sorry, this feature is not available."
    And I am logged in as "real@example.com"
    When I open the limits page
    Then the limits page says "Sorry, this feature is not available."
    And the limits page shows no titles

  Scenario: The account menu leads a real client to the limits, and offers a virtual account none
    Given I am logged in as "real@example.com"
    When I choose "Limits" in the account menu
    Then the address is "/en/user/security/limitsws.html"
    And the trading limit "Maximum number of open positions" is "100"
    When I switch to the account "VRTC90000002"
    And I open the account menu
    Then the account menu does not offer "Limits"
