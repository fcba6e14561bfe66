Feature: Errors any page may meet are handled in one place
  Whatever call fails, the app answers the platform's global error codes the same way, with the
  catalogue's wording.

  Scenario Outline: <code> replaces the page with the platform's message
    Given the next "time" call fails with "<code>" saying "The platform could not answer."
    When I open the trading page
    Then the page content reads "The platform could not answer."

    @error:WrongResponse
    Examples: the platform's own failures
      | code                   |
      | WrongResponse          |
      | InternalServerError    |
      | OutputValidationFailed |

    @error:DisabledClient
    Examples: a disabled client
      | code           |
      | DisabledClient |

  @error:Generic
  Scenario: An error without a message shows the generic error
    Given the next "time" call fails with "InternalServerError" saying ""
    When I open the trading page
    Then the page content reads "There was an error Sorry, an error occurred while processing your request."
    And I take a screenshot "generic-error"

  @error:RateLimit
  Scenario: The rate limit shows a notice until the call goes through again
    Given the time is "2030-01-15T12:00:00Z"
    # Both the status bar's clock and the trading page's ask for the time when the page opens.
    And the next 2 "time" calls fail with "RateLimit" saying "Rate limit exceeded."
    When I open the trading page
    Then the notice "You have reached the rate limit of requests per second. Please try later." shows
    And I take a screenshot "rate-limit"
    # Whether the second failure went to the page or is still queued depends on which asked first.
    When the platform answers every call again
    And 31 seconds pass
    Then the notice "You have reached the rate limit of requests per second. Please try later." is gone

  @error:SelfExclusion
  Scenario: A self-excluded client is alerted when the log-in is refused
    Given the next "authorize" call fails with "SelfExclusion" saying "Sorry, you have excluded yourself until 2099-12-31."
    When I sign in to account "CR90000001"
    Then the browser alerts "Sorry, you have excluded yourself until 2099-12-31."

  @error:ConnectionLoss
  Scenario: A lost connection shows the connection error until the app is back online
    Given the time is "2030-01-15T12:00:00Z"
    When I open the trading page
    Then the network status is "online"
    And the browser's clock stands still
    When the platform drops every connection
    Then the notice "Connection error: Please check your internet connection." shows
    And I take a screenshot "connection-error"
    When 1 seconds pass
    Then the network status is "online"
    And the notice "Connection error: Please check your internet connection." is gone
