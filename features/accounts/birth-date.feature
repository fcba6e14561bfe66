@constant:age-limits
Feature: The date of birth of a real-money account holder
  The real-account form's date-of-birth calendar offers the ages the platform accepts, 18 to 100
  (accounts-and-money §5 and §9).

  Scenario: The calendar runs from 100 years ago to 18 years ago
    Given the time is "2030-01-15T12:00:00Z"
    And I am logged in as "virtual@example.com"
    When I open "/en/new_account/realws.html"
    Then the "Date of birth" field offers the dates from "1930-01-15" to "2012-01-15"
