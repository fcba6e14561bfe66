Feature: Careers, open positions and job details
  The careers page (About us menu) presents the company as an employer and its offices, and leads to the
  open positions: a section per department, switched by the address's hash, each listing its positions.
  A position's link opens the job details of its department (`?dept=`) at that position (its hash); a
  department the site does not have is said so, with a way back to the open positions.

  Background:
    Given the simulator is running

  Scenario: From the menu to a position, through its department
    When I open the trading page
    And I choose "Careers" under "About us" in the site menu
    Then the address is "/en/careers.html"
    And the careers page is headed "Careers"
    And the careers page lists the offices "Cyberjaya, Malaysia; Labuan, Malaysia; Malta"
    When I follow the careers link "View open positions"
    Then the address is "/en/open-positions.html"
    And the careers page shows the section "Information Technology"
    When I choose the section "Compliance" in the sidebar
    Then the address is "/en/open-positions.html#compliance"
    And the careers page shows the section "Compliance"
    When I follow the careers link "Compliance analyst"
    Then the address is "/en/open-positions/job-details.html?dept=compliance#compliance-analyst"
    And the careers page is headed "Compliance"
    And the careers page shows the section "Compliance analyst"

  Scenario: A department's positions are sections of its job details, the hash naming one
    When I open the job details of the department "information-technology"
    Then the careers page is headed "Information Technology"
    And the careers page shows the section "Front-end developer"
    When I press "Next"
    Then the address is "/en/open-positions/job-details.html?dept=information-technology#devops-engineer"
    And the careers page shows the section "DevOps engineer"

  Scenario: A department the site does not have is said so, with the way back to the open positions
    When I open the job details of the department "astrology"
    Then the careers page says "We have no department by that name. It may have been renamed, or its positions filled."
    When I follow the careers link "See all open positions"
    Then the address is "/en/open-positions.html"
    And the careers page shows the section "Information Technology"
