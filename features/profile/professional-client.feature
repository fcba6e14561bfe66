Feature: Professional client
  A client of the EU financial company sees whether they are treated as a professional client and,
  if not, may apply after confirming it (accounts-and-money §3 "Professional status", §6).

  Scenario: A retail client applies, and the application is then being processed
    Given I am logged in as "eu-retail@example.com"
    And I keep the reality check at its usual interval
    When I open the profile page "professional client"
    Then the professional-client page reads "You are categorised as a retail client. Apply to be treated as a professional trader."
    When I press "Request professional status"
    Then the confirmation asks "I would like to be treated as a professional client."
    When I press "Confirm"
    Then the platform was sent "set_settings" with "request_professional_status" 1
    And the professional-client page reads "Your application to be treated as a professional client is being processed."
    And the professional-client page offers no request

  Scenario: A professional client is told so
    Given I am logged in as "eu-pro@example.com"
    And I keep the reality check at its usual interval
    When I open the profile page "professional client"
    Then the professional-client page reads "You are categorised as a professional client."
    And the professional-client page offers no request

  Scenario: A client whose request was not approved may apply again
    Given account "MF90000001" has the status "professional_rejected"
    And I am logged in as "eu-retail@example.com"
    And I keep the reality check at its usual interval
    When I open the profile page "professional client"
    Then the professional-client page reads "Your professional client request is not approved. Please reapply once the required criteria has been fulfilled."
    When I press "Request professional status"
    And I press "Confirm"
    Then the professional-client page reads "Your application to be treated as a professional client is being processed."

  Scenario: A real client of another company is told the feature is not theirs
    Given I am logged in as "real@example.com"
    When I open the profile page "professional client"
    Then the profile page says "Sorry, this feature is not available in your jurisdiction."

  @error:NoMFProfessionalClient
  Scenario: A purchase for professional clients only links to the professional-client page
    Given account "CR90000001" has the status "authenticated"
    And I am logged in as "real@example.com"
    When I open the trading page
    And I choose the underlying "Volatility 100 Index"
    Given the next "buy" call fails with "NoMFProfessionalClient" saying "Sorry, your account is not authorised for any further contract purchases."
    When I click Purchase in the "top" price box
    Then the "top" price box shows the purchase error "In the EU, financial binary options are only available to professional investors. Apply now as a professional investor"
    When I follow the "top" price box's link to the professional-client page
    Then the address is "/en/user/settings/professional.html"
