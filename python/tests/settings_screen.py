"""A settings-like screen for the experiment tests (importable by worker processes)."""

from swiftlayout import Button, HStack, Image, List, NavigationStack, Text, Toggle, VStack


def settings(title="Settings", name="Ada Lovelace", count=2):
    rows = [
        HStack(
            Image(system_name="person.crop.circle"),
            VStack(
                Text(name).font("headline").id("name"),
                Text("Apple Account, iCloud, and more").font("subheadline").line_limit(1).id("subtitle"),
                alignment="leading",
            ),
        ).id("account"),
        Toggle("Airplane Mode").id("airplane"),
    ]
    rows += [Toggle(f"Option {k}", k % 2 == 0).id(f"option{k}") for k in range(count)]
    rows.append(Button("Sign Out").id("signout"))
    return NavigationStack(List(*rows)).navigation_title(title)
