Feature: Prices when the market closes or the connection goes away
  A price box never keeps showing a price the platform no longer stands by, and never offers a
  purchase that could not go out now: a purchase is never sent later, nor twice.

  Background:
    Given the simulator is running

  @error:MarketClosed @error:ProposalError
  Scenario: The market closes while a price box shows a price
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    Then the "top" price box shows a stake, a payout and the contract's terms
    When the market for "Volatility 100 Index" is closed
    Then the "top" price box shows the contract error "Market is closed. Please try again later."
    And the "top" price box shows no price and cannot be bought from

  @error:ConnectionLoss
  Scenario: Offline, the price boxes dim and offer no purchase until the browser is back online
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    Then the "top" price box shows a stake, a payout and the contract's terms
    When the browser goes offline
    Then the notice "Connection error: Please check your internet connection." shows
    And the price boxes are dimmed and cannot be bought from
    When the browser is online again
    Then the "top" price box can be bought from

  @error:ConnectionLoss
  Scenario: A purchase whose answer the dropped connection took is reported as unknown, and the portfolio is read again
    Given I am logged in as "virtual@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    And I open the "Portfolio" analysis tab
    Given the platform answers the next "buy" call after 3 seconds
    When I click Purchase in the "top" price box
    Then the app has asked for "buy"
    When the platform drops every connection
    Then the "top" price box shows the purchase error "The connection was lost before your purchase was confirmed. Please check your portfolio to see whether it went through."
    And the app subscribes again to "portfolio"
    And the app asked to buy only once

  Scenario: While the site is not up the trading page shows the platform's message instead of prices
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Rise/Fall"
    Then the "top" price box shows a stake, a payout and the contract's terms
    When the platform goes "down" saying "The site is down for maintenance."
    Then the trading page shows the site notice "The site is down for maintenance." instead of prices
