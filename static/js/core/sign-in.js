// The sign-in button on a public page: those pages carry no CSRF token, so that a shared cache
// can keep them whole. On submit, fetch a token (core:form_token, same origin only) and post
// the form as allauth requires; if that fails, the form's own GET opens allauth's confirmation
// page, whose button posts.
(function () {
  "use strict";
  document.querySelectorAll("form[data-sign-in]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      fetch(form.dataset.tokenUrl, { credentials: "same-origin", headers: { Accept: "application/json" } })
        .then(function (response) {
          if (!response.ok) { throw new Error("token " + response.status); }
          return response.json();
        })
        .then(function (data) {
          var input = document.createElement("input");
          input.type = "hidden";
          input.name = "csrfmiddlewaretoken";
          input.value = data.token;
          form.appendChild(input);
          form.method = "post";
          form.submit();
        })
        .catch(function () { form.submit(); });
    });
  });
})();
