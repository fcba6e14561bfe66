Feature: Every internal link leads to a page of the site
  The walk reads the page table: it opens, within the app, every built page the visitor may open, and
  checks that every link to this site on it leads to a built page (or an earlier path of one). Pages
  added to the table are walked as soon as they are built.

  Scenario: Every page a visitor may open links only to pages that exist
    When I open every page "a visitor" may open
    Then every internal link on them leads to a page of the site

  Scenario: Every page a logged-in real client may open links only to pages that exist
    Given I am logged in as "real@example.com"
    When I open every page "a real client" may open
    Then every internal link on them leads to a page of the site
