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

// Sharing (issue 7): the page's "Permalink" link gains a "Copy link" button,
// and a "Share…" button where the browser has the Web Share API. Without
// JavaScript the plain link stays. After an HTMX swap pushes a new address,
// the link follows it, so it always names the view on screen.
(function () {
  function say(text) {
    const region = document.getElementById("announcer");
    if (region) {
      region.textContent = "";
      window.setTimeout(function () {
        region.textContent = text;
      }, 60);
    }
  }

  function copy(url, button) {
    const done = function () {
      button.textContent = "Link copied";
      say("Link copied");
      window.setTimeout(function () {
        button.textContent = "Copy link";
      }, 2000);
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(url).then(done, function () {
        say("Could not copy: copy the Permalink link instead.");
      });
    } else {
      say("Copying is not available here: copy the Permalink link instead.");
    }
  }

  function enhance(link) {
    if (link.dataset.enhanced) {
      return;
    }
    link.dataset.enhanced = "true";
    const copyButton = document.createElement("button");
    copyButton.type = "button";
    copyButton.className = "copy-link";
    copyButton.textContent = "Copy link";
    copyButton.addEventListener("click", function () {
      copy(link.href, copyButton);
    });
    link.after(" ", copyButton);
    if (typeof navigator.share === "function") {
      const shareButton = document.createElement("button");
      shareButton.type = "button";
      shareButton.className = "share-link";
      shareButton.textContent = "Share…";
      shareButton.addEventListener("click", function () {
        navigator.share({ title: document.title, url: link.href }).catch(function () {
          // Closing the share sheet rejects the promise: nothing to report.
        });
      });
      copyButton.after(" ", shareButton);
    }
  }

  function enhanceAll() {
    document.querySelectorAll("a[data-permalink]").forEach(enhance);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", enhanceAll);
  } else {
    enhanceAll();
  }

  document.addEventListener("htmx:pushedIntoHistory", function () {
    document.querySelectorAll("a[data-permalink]").forEach(function (link) {
      link.href = window.location.href;
    });
  });
})();
// End of sharing.
