Feature: The connection to the platform
  The app connects with the app id of where it runs, or the one set on the endpoint page.

  Background:
    Given the simulator is running

  @constant:app-ids
  Scenario: On this host the app connects with its local app id
    When I open "/en/trading.html"
    Then the connection to the platform uses app id "1159"

  @error:InvalidAppID
  Scenario: An app id the platform does not know is reported, with a way to change it
    When I open "/en/endpoint.html"
    And I set the app id to "99999" on the endpoint page
    Then the connection to the platform uses app id "99999"
    And I see the notice "Your app_id is invalid. (App ID: 99999) Change API endpoint"

  @error:WebStorageUnsupported
  Scenario: Without web storage the app says so and log-in is disabled
    Given the browser blocks web storage
    When I open "/en/trading.html"
    Then I see the notice "Strike requires your browser's web storage to be enabled in order to function properly. Please enable it or exit private browsing mode."
    And the log-in button is disabled
