Feature: What the real-account form asks by landing company
  The real-account form asks for the secret question where the company asks for it, the citizenship
  for malta and iom, and the terms and not-PEP confirmations of everyone; a date of birth under 18 is
  refused at the field (accounts-and-money §5, §9).

  @constant:secret-answer
  Scenario: A client of Malta gives a secret answer of 4-50 characters and the citizenship
    Given the client of "VRTC90000001" lives in "Germany"
    And I am logged in as "virtual@example.com"
    When I open "/en/new_account/realws.html"
    And I type "abc" into the "Secret answer" field
    And I press the button "Open account"
    Then the "Secret answer" field shows the error "You should enter 4-50 characters."
    And the "Secret question" field shows the error "This field is required."
    And the "Citizenship" field shows the error "This field is required."

  Scenario: The terms and the not-PEP confirmation are asked in the spec's words
    Given I am logged in as "virtual@example.com"
    When I open "/en/new_account/realws.html"
    And I press the button "Open account"
    Then the checkbox "I have read and accept the terms and conditions." says "Please accept the terms and conditions."
    And the checkbox "I am not a politically exposed person." says "Please confirm that you are not a politically exposed person."
    And the "Citizenship" field shows no error

  @constant:age-limits
  Scenario: A date of birth under 18 is too young at the field, before anything is sent
    Given the time is "2030-01-15T12:00:00Z"
    And I am logged in as "virtual@example.com"
    When I open "/en/new_account/realws.html"
    And I type "2012-01-16" into the "Date of birth" field
    Then the "Date of birth" field shows the error "Sorry, you are too young to open an account."
