"""The collection pages' forms: every field validated here, so the views stay thin."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django import forms
from django.conf import settings
from django.utils.translation import gettext_lazy as _

from portal.core.ids import is_valid_id
from portal.research.lists import ParsedList, parse_list
from portal.research.models import Collection, Entry

if TYPE_CHECKING:
    from django.contrib.auth.models import User

NAME_MAX = Collection._meta.get_field("name").max_length
# Paste box: what a browser may send in one field (Django's DATA_UPLOAD_MAX_MEMORY_SIZE caps
# the whole form at 2.5 MB; more pasted text is refused with a 400 before it reaches us).
PASTE_MAX_CHARS = 2_000_000


# "Add all N dioceses" sends the compare page's dioceses (at most six): a few more are allowed.
MAX_ALL_CODES = 50

NOT_A_CODE = _("“%(code)s” is not a diocese code (codes look like “dmaml”).")


def _name_field(*, required: bool = True) -> forms.CharField:
    return forms.CharField(
        label=_("Name"),
        max_length=NAME_MAX,
        required=required,
        strip=True,
        error_messages={
            "required": _("Please give the collection a name."),
            "max_length": _("Please keep the name to %(limit_value)d characters."),
        },
    )


def _unique_name(owner: User, name: str) -> str:
    if Collection.objects.filter(owner=owner, name__iexact=name).exists():
        raise forms.ValidationError(
            _("You already have a collection named “%(name)s”. Please choose another name."),
            code="duplicate",
            params={"name": name},
        )
    return name


class CollectionForm(forms.Form):
    """A new collection: a name unique among the owner's collections."""

    name = _name_field()

    def __init__(self, *args: Any, owner: User, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.owner = owner
        self.fields["name"].widget.attrs.update({"autocomplete": "off"})

    def clean_name(self) -> str:
        return _unique_name(self.owner, self.cleaned_data["name"])


class SearchForm(forms.Form):
    """The collection page's diocese search (a name, sent upstream as a look-up)."""

    q = forms.CharField(
        label=_("Diocese name"),
        required=False,
        max_length=200,
        strip=True,
        error_messages={"max_length": _("Please search with at most %(limit_value)d characters.")},
    )


class AddEntriesForm(forms.Form):
    """Add to a collection: one code from the search, or a pasted list, or a file (or several)."""

    source_code = forms.CharField(required=False, max_length=200, widget=forms.HiddenInput)
    text = forms.CharField(
        label=_("Paste names or codes, one per line"),
        required=False,
        strip=False,
        max_length=PASTE_MAX_CHARS,
        widget=forms.Textarea(attrs={"rows": 6}),
        error_messages={"max_length": _("Please paste a shorter list, or upload it as a file.")},
    )
    file = forms.FileField(
        label=_("Or upload a file (CSV or plain text)"),
        required=False,
        allow_empty_file=True,  # parse_list says "The list is empty." like for a pasted one
        # Any file is read (what is not text gets a sentence): the name only tells CSV from text.
        widget=forms.ClearableFileInput(attrs={"accept": ".csv,.tsv,.txt,text/csv,text/plain"}),
        error_messages={"invalid": _("The file could not be read. Please try again.")},
    )

    def clean_source_code(self) -> str:
        code = self.cleaned_data["source_code"].strip()
        if code and not is_valid_id(code):
            raise forms.ValidationError(NOT_A_CODE, code="malformed", params={"code": code[:40]})
        return code

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data  # what Form.clean returns (typed as possibly None)
        if self.errors:
            return data
        if not (data.get("source_code") or (data.get("text") or "").strip() or data.get("file")):
            raise forms.ValidationError(
                _("Please search for a diocese, paste a list or choose a file to add."),
                code="empty",
            )
        return data

    def parsed(self) -> ParsedList:
        """Everything given, as one list of distinct items with the parser's messages."""
        data = self.cleaned_data
        chunks: list[ParsedList] = []
        if data.get("source_code"):
            chunks.append(ParsedList([data["source_code"]]))
        if (data.get("text") or "").strip():
            chunks.append(parse_list(data["text"]))
        upload = data.get("file")
        if upload:
            # Read at most one byte past the limit: enough for parse_list to say it was cut.
            limit = settings.RESEARCH_MAX_UPLOAD_BYTES
            try:
                upload.seek(0)
                content = upload.read(limit + 1)
            except (OSError, ValueError):
                content = b""
            chunks.append(parse_list(content, filename=upload.name))
        items = list(dict.fromkeys(item for chunk in chunks for item in chunk.items))
        messages = [message for chunk in chunks for message in chunk.messages]
        return ParsedList(items, messages, truncated=any(chunk.truncated for chunk in chunks))


class AddDioceseForm(forms.Form):
    """“Add to collection” on a diocese or trends page: an existing collection or a new one."""

    source_code = forms.CharField(max_length=200, required=False)
    # "Add all N dioceses" (the compare page): every code in `all_codes`, not the one chosen.
    scope = forms.ChoiceField(choices=[("one", "one"), ("all", "all")], required=False)
    collection = forms.ModelChoiceField(
        queryset=Collection.objects.none(),
        required=False,
        empty_label=None,
        error_messages={"invalid_choice": _("Please choose one of your collections.")},
    )
    new_name = _name_field(required=False)
    next = forms.CharField(required=False, max_length=2000)

    def __init__(self, *args: Any, owner: User, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.owner = owner
        choices = self.fields["collection"]
        assert isinstance(choices, forms.ModelChoiceField)  # the `collection` declared above
        choices.queryset = Collection.objects.filter(owner=owner)

    def clean_source_code(self) -> str:
        code = self.cleaned_data["source_code"].strip()
        if code and not is_valid_id(code):
            raise forms.ValidationError(NOT_A_CODE, code="malformed", params={"code": code[:40]})
        return code

    def _codes(self, data: dict[str, Any]) -> list[str]:
        """The codes to add: every one of `all_codes` (once each) for "all", else the one."""
        if data.get("scope") != "all":
            if not data.get("source_code"):
                raise forms.ValidationError(NOT_A_CODE, code="malformed", params={"code": ""})
            return [data["source_code"]]
        given = self.data.getlist("all_codes") if hasattr(self.data, "getlist") else []
        codes = list(dict.fromkeys(str(code).strip() for code in given))[: MAX_ALL_CODES + 1]
        if not codes or len(codes) > MAX_ALL_CODES:
            raise forms.ValidationError(
                _("Please add at most %(max)d dioceses at once."),
                code="too_many",
                params={"max": MAX_ALL_CODES},
            )
        for code in codes:
            if not is_valid_id(code):
                raise forms.ValidationError(
                    NOT_A_CODE, code="malformed", params={"code": code[:40]}
                )
        return codes

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data  # what Form.clean returns (typed as possibly None)
        if self.errors:
            return data
        data["codes"] = self._codes(data)
        name = data.get("new_name")
        if name:
            # A typed name wins over the select (which always has a collection chosen); the name
            # of an existing collection means that one, not an error.
            data["collection"] = Collection.objects.filter(
                owner=self.owner, name__iexact=name
            ).first()
        elif not data.get("collection"):
            raise forms.ValidationError(
                _("Please choose a collection or give a new one a name."), code="no_collection"
            )
        return data


class ShareForm(forms.Form):
    shared = forms.BooleanField(required=False)


class ConfirmForm(forms.Form):
    confirm = forms.BooleanField(
        error_messages={"required": _("Please confirm that the collection should be deleted.")}
    )


def alternates(entry: Entry) -> list[dict]:
    """Upstream's alternates for an entry given by name, only those the portal can link to."""
    found = entry.alternates if isinstance(entry.alternates, list) else []
    return [
        {
            "source_code": a.get("source_code"),
            "name": a.get("primary_name") or a.get("source_code"),
            "country": a.get("country") or "",
        }
        for a in found
        if isinstance(a, dict) and is_valid_id(a.get("source_code"))
    ]


class EntryForm(forms.Form):
    """An owner's change to one entry: remove it, or resolve it to one of upstream's alternates."""

    action = forms.ChoiceField(
        choices=[("delete", "delete"), ("choose", "choose")],
        error_messages={"invalid_choice": _("Please use one of the entry's buttons.")},
    )
    source_code = forms.CharField(required=False, max_length=200)

    def __init__(self, *args: Any, entry: Entry, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.entry = entry

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data  # what Form.clean returns (typed as possibly None)
        if data.get("action") == "choose":
            offered = {a["source_code"] for a in alternates(self.entry)}
            if data.get("source_code") not in offered or not is_valid_id(data.get("source_code")):
                raise forms.ValidationError(
                    _("Please choose one of the dioceses offered for this entry."), code="choice"
                )
        return data
