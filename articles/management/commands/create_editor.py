import getpass
import os

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

PASSWORD_ENV = "NEWSROOM_EDITOR_PASSWORD"  # noqa: S105 - the variable's name, not a secret


class Command(BaseCommand):
    help = (
        "Create an editor: a staff user (not a superuser) in the Editors group. The password "
        f"is asked twice, or read from ${PASSWORD_ENV}."
    )

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--email", default="")

    def handle(self, *args, username, email, **options):
        User = get_user_model()
        if User.objects.filter(username=username).exists():
            raise CommandError(f"A user named {username!r} already exists.")
        group = Group.objects.filter(name="Editors").first()
        if group is None:
            raise CommandError('There is no "Editors" group: run `manage.py migrate` first.')
        user = User(username=username, email=email, is_staff=True)
        password = os.environ.get(PASSWORD_ENV)
        if password is not None:
            self.validate(password, user)
        else:
            password = self.ask_password(user)
        user.set_password(password)
        with transaction.atomic():
            user.save()
            user.groups.add(group)
        self.stdout.write(self.style.SUCCESS(f"Editor {username!r} created."))

    def validate(self, password, user):
        try:
            validate_password(password, user)
        except ValidationError as exc:
            raise CommandError(" ".join(exc.messages)) from None

    def ask_password(self, user):
        """Ask until the two entries match and pass the validators; Ctrl-D gives up."""
        while True:
            try:
                password = getpass.getpass("Password: ")
                again = getpass.getpass("Password (again): ")
            except (EOFError, KeyboardInterrupt):
                raise CommandError(f"No password given (or set ${PASSWORD_ENV}).") from None
            if password != again:
                self.stderr.write("Error: the two passwords differ.")
                continue
            try:
                validate_password(password, user)
            except ValidationError as exc:
                self.stderr.write("Error: " + " ".join(exc.messages))
                continue
            return password
