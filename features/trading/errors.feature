Feature: Trading errors on the classic trading page
  Every error of the catalogue that the classic trading page meets shows the way the specification
  says: prices, the spot, the chart, the symbols and purchases each tell the trader what went wrong
  and what they can do about it.

  Background:
    Given the simulator is running

  @error:AlreadySubscribed
  Scenario: A price refused as already subscribed is asked for again once
    Given the next "proposal" call fails with "AlreadySubscribed" saying "You are already subscribed to proposal."
    When I open the trading page
    Then the price refused as already subscribed is asked for once more and shown

  @error:ProposalError
  Scenario: A refused price shows in the contract error box and cannot be bought
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    Then the "top" price box shows a stake, a payout and the contract's terms
    Given the next 2 "proposal" calls fail with "ContractBuyValidationError" saying "Maximum stake allowed is 2000.00."
    When I set the amount to "2500"
    Then the "top" price box shows the contract error "Maximum stake allowed is 2000.00."
    And the "top" price box shows no price and cannot be bought from
    And the "bottom" price box shows the contract error "Maximum stake allowed is 2000.00."
    And the "bottom" price box shows no price and cannot be bought from

  @error:SpotTickError
  Scenario: A tick error shows in the spot display in the error style
    Given the next "ticks" call fails with "StreamingNotAllowed" saying "Streaming for this symbol is not available."
    When I open the trading page
    Then the spot display shows the error "Streaming for this symbol is not available."

  @error:SpotTickError @error:ConnectionLoss
  Scenario: The spot display goes from the connection error back to prices after a reconnect
    Given the platform answers the next "ticks" call after 3 seconds
    When I open the trading page
    Then the app has asked for "ticks"
    And the browser's clock stands still
    When the platform drops every connection
    Then the spot display shows the error "Connection error: Please check your internet connection."
    When 1 seconds pass
    Then the network status is "online"
    And the spot display shows a price

  @error:ChartUnavailable
  Scenario: The chart says so when the platform cannot chart the underlying
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Given the next "ticks_history" call fails with "InvalidSymbol" saying "Symbol R_100 has no chart."
    When I open the "Chart" analysis tab
    Then the chart says "Chart is not available for this underlying."

  @error:ChartHistoryMissing
  Scenario: An empty tick history is a chart error
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    And I count the duration in "ticks"
    And I set the duration to "5"
    Then the price boxes are priced for 5 ticks
    Given the platform has no tick history for the chart
    When I open the "Chart" analysis tab
    Then the chart says "Ticks history returned an empty array."

  @error:InactiveSymbol
  Scenario: A closed underlying is not active
    Given the market for "Volatility 100 Index" is closed
    When I open the trading page
    And I choose the underlying "Volatility 100 Index (closed)"
    Then the trading page says "This symbol is not active. Please try another symbol."

  @error:InvalidSymbol
  Scenario: An invalid symbol offers a reload that forgets the stored underlying
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Then the "top" price box shows a stake, a payout and the contract's terms
    Given the next "contracts_for" call fails with "InvalidSymbol" saying "Symbol R_50 is invalid."
    When I choose the underlying "Volatility 50 Index"
    Then the trading page says "Symbol R_50 is invalid. Please reload the page"
    When I follow the link to reload the page
    Then the page loads again with the first underlying chosen

  @error:InvalidSymbol
  Scenario: A price refused for an invalid symbol offers the same reload
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    Then the "top" price box shows a stake, a payout and the contract's terms
    Given the next 2 "proposal" calls fail with "InvalidSymbol" saying "Symbol R_100 is invalid."
    When I set the amount to "11"
    Then the "top" price box shows the contract error "Symbol R_100 is invalid. Please reload the page"
    When I follow the link to reload the page
    Then the page loads again with the first underlying chosen

  @error:ContractsForError
  Scenario: A refused contracts list shows the platform's message and code
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Then the "top" price box shows a stake, a payout and the contract's terms
    Given the next "contracts_for" call fails with "ServiceUnavailable" saying "Contracts are not available at the moment."
    When I choose the underlying "Volatility 50 Index"
    Then the trading page says "Contracts are not available at the moment. (ServiceUnavailable)"

  @error:InsufficientBalance
  Scenario: A virtual account with 1000 or less is offered the top-up instead of the message
    Given the balance of "VRTC90000001" is 900
    And I am logged in as "virtual@example.com"
    And I press "Cancel"
    And no "Top up virtual account" popup shows
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Given the next "buy" call fails with "InsufficientBalance" saying "Your account balance (900.00 USD) is insufficient to buy this contract (950.00 USD)."
    When I click Purchase in the "top" price box
    Then the "Top up virtual account" popup shows "Your virtual account balance is low. Would you like to top up 10,000.00 USD?"
    And the "top" price box shows no purchase error

  @error:InsufficientBalance
  Scenario Outline: Without the top-up offer an insufficient balance is a message (<who>)
    Given the balance of "<account>" is <balance>
    And I am logged in as "<email>"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Given the next "buy" call fails with "InsufficientBalance" saying "Your account balance is insufficient to buy this contract."
    When I click Purchase in the "top" price box
    Then the "top" price box shows the purchase error "Your account balance is insufficient to buy this contract."
    And no "Top up virtual account" popup shows

    Examples:
      | who                          | account      | balance | email               |
      | virtual, more than 1000      | VRTC90000001 | 1001    | virtual@example.com |
      | real, whatever their balance | CR90000001   | 5       | real@example.com    |

  @error:AuthorizationRequired
  Scenario: A purchase that needs a log-in offers the log-in button
    Given I am logged in as "real@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Given the next "buy" call fails with "AuthorizationRequired" saying "Please log in."
    When I click Purchase in the "top" price box
    Then the "top" price box shows the purchase error "Please log in. Log in"
    And the "top" price box offers the log-in button

  @error:NoMFProfessionalClient
  Scenario: A purchase for professional clients only says the client's application is being processed
    Given account "CR90000001" has the status "professional_requested"
    And I am logged in as "real@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Given the next "buy" call fails with "NoMFProfessionalClient" saying "Sorry, your account is not authorised for any further contract purchases."
    When I click Purchase in the "top" price box
    Then the "top" price box shows the purchase error "Your application to be treated as a professional client is being processed."

  @error:NoMFProfessionalClient
  Scenario Outline: A purchase for professional clients only tells how to apply (<application>), with a link to the professional-client page
    Given account "CR90000001" has the status "<status>"
    And I am logged in as "real@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Given the next "buy" call fails with "NoMFProfessionalClient" saying "Sorry, your account is not authorised for any further contract purchases."
    When I click Purchase in the "top" price box
    Then the "top" price box shows the purchase error "<message> <link>"
    And the "top" price box offers the link to the professional-client page

    Examples:
      | application  | status                | message                                                                                                                                                                  | link                                 |
      | never made   | authenticated         | In the EU, financial binary options are only available to professional investors.                                                                                        | Apply now as a professional investor |
      | not approved | professional_rejected | Your professional client request is not approved. Please reapply once the required criteria has been fulfilled. More information can be found in an email sent to you. | I want to reapply                    |

  @error:RestrictedCountry
  Scenario: A client living where the service is not offered is pointed to other markets
    Given "CR90000001" lives in "ca"
    And I am logged in as "real@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I click Purchase in the "top" price box
    Then the "top" price box shows the purchase error "Sorry, our service is not available for your country of residence. Please try Volatility Indices or other markets."

  @error:RestrictedCountry
  Scenario Outline: A market closed to the client's country is refused with the suggestion (<code>)
    Given I am logged in as "real@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Given the next "buy" call fails with "<code>" saying "<message>"
    When I click Purchase in the "top" price box
    Then the "top" price box shows the purchase error "<message> Please try Volatility Indices or other markets."

    Examples:
      | code                               | message                                                                               |
      | RandomRestrictedCountry            | Sorry, contracts on Synthetic Indices are not available in your country of residence  |
      | FinancialBinariesRestrictedCountry | Sorry, contracts on Financial Products are not available in your country of residence |

  @error:NoSymbols
  Scenario: With no symbols on offer there is no trading
    Given the platform offers no symbols
    When I open the trading page
    Then the trading page says "Trading is unavailable at this time."

  @constant:chart-granularity
  Scenario Outline: The chart's candles follow the contract's length (<duration> <unit>)
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    And I count the duration in "<unit>"
    And I set the duration to "<duration>"
    And I open the "Chart" analysis tab
    Then the chart asks the platform for "<history>"

    Examples:
      | duration | unit    | history            |
      | 60       | minutes | ticks              |
      | 2        | hours   | candles of 120 s   |
      | 6        | hours   | candles of 600 s   |
      | 1        | days    | candles of 900 s   |
      | 5        | days    | candles of 3600 s  |
      | 30       | days    | candles of 14400 s |
      | 31       | days    | candles of 86400 s |
