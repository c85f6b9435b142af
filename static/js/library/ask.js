// Ask: show progress while Magisterium prepares an answer, and never hang on a dead request.
// Without this script the forms still work: a plain POST, then a redirect to the thread.
(function () {
  "use strict";
  if (!window.fetch || !window.AbortController || !window.DOMParser) { return; }

  function panel() { return document.getElementById("ask-panel"); }
  function mainForm() { return document.querySelector("form[data-ask-main]"); }
  function questionBox() {
    var form = mainForm();
    return form ? form.querySelector("textarea[name='question']") : null;
  }

  function setButtonsDisabled(disabled) {
    document.querySelectorAll("[data-ask-button]").forEach(function (button) {
      button.disabled = disabled;
    });
  }

  function say(kind) {
    var box = panel();
    var status = box && box.querySelector("[data-ask-status]");
    var template = box && box.querySelector("template[data-ask-message='" + kind + "']");
    if (!status || !template) { return; }
    status.replaceChildren(template.content.cloneNode(true));
    status.scrollIntoView({ block: "nearest" });
  }

  // Related-question buttons wait for the same countdown as the Ask button (countdown.js only
  // knows the form it sits in), so they follow the Ask button's state.
  function followAskButton() {
    var form = mainForm();
    var button = form && form.querySelector("button[type='submit']");
    if (!button) { return; }
    new MutationObserver(function () {
      document.querySelectorAll("[data-ask-button]").forEach(function (other) {
        if (other !== button) { other.disabled = button.disabled; }
      });
    }).observe(button, { attributes: true, attributeFilter: ["disabled"] });
  }

  // countdown.js starts every countdown present when it runs: run it again for a new panel.
  function runCountdowns(box) {
    if (!box.querySelector("[data-countdown]")) { return; }
    var script = document.createElement("script");
    script.src = box.getAttribute("data-countdown-script");
    document.body.appendChild(script);
  }

  function swap(selector, fresh) {
    var current = document.querySelector(selector);
    var replacement = fresh.querySelector(selector);
    if (!current || !replacement) { return null; }
    current.replaceWith(replacement);
    return replacement;
  }

  // The server answered with the form again (an error, or a question it refused): show it.
  function showRefusal(page) {
    var box = swap("#ask-panel", page);
    if (!box) { return false; }
    followAskButton();
    runCountdowns(box);
    var field = questionBox();
    if (field) { field.focus(); }
    var problem = box.querySelector("[role='alert'], .errorlist");
    if (problem) { problem.scrollIntoView({ block: "nearest" }); }
    return true;
  }

  // A follow-up comes back as this very thread: swap in its exchanges and go to the answer.
  function showThread(page) {
    if (!page.querySelector("[data-thread]") || !page.querySelector("#ask-panel")) { return false; }
    swap("[data-thread]", page);
    runCountdowns(swap("#ask-panel", page));
    followAskButton();
    var anchor = document.getElementById("latest");
    var article = anchor && anchor.nextElementSibling;
    var heading = article && article.querySelector("h2");
    if (heading) {
      heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      article.scrollIntoView({ block: "start" });
    }
    return true;
  }

  // While waiting: the question being answered and the seconds so far, so a slow answer never
  // looks like a frozen page. Returns the function that stops the clock.
  function showProgress(question) {
    say("progress");
    var status = panel() && panel().querySelector("[data-ask-status]");
    if (!status) { return function () {}; }
    var echo = status.querySelector("[data-ask-echo]");
    if (echo) { echo.textContent = question; }
    var elapsed = status.querySelector("[data-ask-elapsed]");
    var started = Date.now();
    var clock = setInterval(function () {
      if (elapsed) { elapsed.textContent = String(Math.floor((Date.now() - started) / 1000)); }
    }, 1000);
    return function () { clearInterval(clock); };
  }

  function keepQuestion(question) {
    var field = questionBox();
    if (field && question) { field.value = question; }
  }

  function send(form, submitter) {
    var box = panel();
    var limit = parseInt(box && box.getAttribute("data-time-limit-ms"), 10) || 60000;
    var body = new FormData(form);
    // The button pressed says where the question goes (a follow-up or a new thread), as a
    // plain submit would send it; FormData(form) alone leaves it out.
    if (submitter && submitter.name) { body.set(submitter.name, submitter.value); }
    var question = String(body.get("question") || "");
    var controller = new AbortController();
    var timer = setTimeout(function () { controller.abort(); }, limit);
    keepQuestion(question);
    setButtonsDisabled(true);
    if (box) { box.setAttribute("aria-busy", "true"); }
    var stopClock = showProgress(question);

    function giveBack(kind) {
      clearTimeout(timer);
      stopClock();
      if (panel()) { panel().removeAttribute("aria-busy"); }
      keepQuestion(question);
      setButtonsDisabled(false);
      say(kind);
    }

    fetch(form.action, {
      method: "POST",
      body: body,
      credentials: "same-origin",
      signal: controller.signal
    })
      .then(function (response) {
        var target = new URL(response.url);
        var answered = response.ok && response.redirected;
        if (answered && target.pathname !== window.location.pathname) {
          clearTimeout(timer);
          stopClock();
          // A new thread: open it at the newest exchange (PRG, as without JS).
          window.location.assign(target.pathname + target.search + "#latest");
          return null;
        }
        return response.text().then(function (html) {
          clearTimeout(timer);
          stopClock();
          var page = new DOMParser().parseFromString(html, "text/html");
          var shown = answered ? showThread(page) : showRefusal(page);
          if (!shown) { giveBack("failed"); }
        });
      })
      .catch(function (error) {
        giveBack(error && error.name === "AbortError" ? "timeout" : "failed");
      });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target.closest("form[data-ask-form]");
    if (!form) { return; }
    event.preventDefault();
    send(form, event.submitter);
  });

  followAskButton();
})();
