Feature: Live streams survive a dropped connection
  After the platform drops the socket, the app reconnects, authorizes again and re-subscribes its
  live streams, so balances and the site status keep arriving.

  Scenario: Balance and site status streams resume after a drop
    Given the time is "2030-01-15T12:00:00Z"
    When I sign in to account "VRTC90000001"
    Then the network status is "online"
    And no "Top up virtual account" popup shows
    When the platform drops every connection
    And 1 seconds pass
    Then the network status is "online"
    And the app subscribes again to "authorize"
    And the app subscribes again to "balance"
    And the app subscribes again to "website_status"
    Given the balance of "VRTC90000001" is 500
    Then the "Top up virtual account" popup shows "Your virtual account balance is low."
    When the platform goes "down" saying "The platform is being upgraded."
    Then the notice "The platform is being upgraded." shows

  @constant:server-time-sync
  Scenario: The server time keeps being re-read after a drop
    Given the time is "2030-01-15T12:00:00Z"
    When I open the trading page
    Then the network status is "online"
    When the platform drops every connection
    And 1 seconds pass
    And 31 seconds pass
    Then the app subscribes again to "time"

  Scenario: The page reloads when the platform comes back up
    When I open the trading page
    And the platform goes "down" saying "The platform is being upgraded."
    Then the notice "The platform is being upgraded." shows
    When the platform is up again
    Then the page reloads
    And the notice "The platform is being upgraded." is gone
