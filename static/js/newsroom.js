"use strict";

// After HTMX swaps new content in, keyboard and screen-reader users need to
// know: focus moves to the new content's heading (or list) and the polite
// live region says what changed. The swapped content names what to focus and
// say with data-announce; the tab that asked for it becomes aria-current.
(function () {
  function announce(text) {
    const region = document.getElementById("announcer");
    if (!region || !text) {
      return;
    }
    // Clearing first makes a repeated message ("Timeline") heard again.
    region.textContent = "";
    window.setTimeout(function () {
      region.textContent = text;
    }, 60);
  }

  function markCurrentTab(trigger) {
    const tabs = trigger && trigger.closest ? trigger.closest(".tabs") : null;
    if (!tabs) {
      return;
    }
    tabs.querySelectorAll("a").forEach(function (link) {
      if (link === trigger) {
        link.setAttribute("aria-current", "page");
      } else {
        link.removeAttribute("aria-current");
      }
    });
  }

  document.addEventListener("htmx:afterSettle", function (event) {
    const detail = event.detail || {};
    markCurrentTab(detail.requestConfig && detail.requestConfig.elt);
    const target = detail.target;
    const landing = target && target.querySelector ? target.querySelector("[data-announce]") : null;
    if (landing) {
      landing.focus({ preventScroll: false });
      announce(landing.getAttribute("data-announce"));
    }
  });

  // A failed swap must not leave the reader guessing.
  document.addEventListener("htmx:responseError", function () {
    announce("That could not be loaded. Try again, or reload the page.");
  });
})();

// Comparison: a checkbox of the outlet picker swaps the whole panel in; keep
// the reader's focus on the checkbox they changed rather than the heading.
(function () {
  document.addEventListener("htmx:afterSettle", function (event) {
    const detail = event.detail || {};
    const config = detail.requestConfig || {};
    const changed = config.triggeringEvent && config.triggeringEvent.target;
    if (!changed || !changed.id || !changed.closest || !changed.closest(".outlet-picker")) {
      return;
    }
    const again = document.getElementById(changed.id);
    if (again) {
      again.focus();
    }
  });
})();
