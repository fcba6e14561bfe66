Feature: The sanity check of what is sent
  The app checks a request as the platform would before sending it; a value the platform would refuse
  is not sent, and the page says 'There was some invalid character in an input field.'
  (trading-core §8).

  Background:
    Given the simulator is running

  @error:SanityCheck
  Scenario: A barrier too long for the platform is not sent, and the price box says why
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    And I choose the contract form "Touch/No Touch"
    And I set the barrier to a number of 301 digits
    Then the "top" price box shows the contract error "There was some invalid character in an input field."
    And no request with a 301-character value reached the platform
