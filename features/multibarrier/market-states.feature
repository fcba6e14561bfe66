Feature: Closed market and expired barriers on the multi-barrier page

  Background:
    Given the platform and the browser clocks read "2030-01-15T10:00:00Z"

  @error:MarketClosed
  Scenario: A closed market hides the form and is asked for again after 30 seconds
    Given the market "frxAUDJPY" is closed
    When I open the multi-barrier page
    Then the page tells me "Market is closed. Please try again later."
    And the multi-barrier form, price table and chart are hidden
    When the market "frxAUDJPY" opens again
    And 30 seconds pass in the browser
    Then I see the multi-barrier form again

  @error:AllExpired
  Scenario: Every touched barrier of the window is expired
    Given the spot of "frxAUDJPY" goes to 500 and then to 1
    When I open the multi-barrier page
    And I choose the category "Touch/No Touch"
    Then the page tells me "All barriers in this trading window are expired."
    And no price row is shown

  Scenario: A barrier touched while watching leaves the table and its prices stop
    When I open the multi-barrier page
    And I choose the category "Touch/No Touch"
    And I note the price rows
    Given the spot of "frxAUDJPY" goes to 500
    When 15 seconds pass on both clocks
    Then fewer price rows are shown than noted
    And the price stream of the expired barriers was forgotten
