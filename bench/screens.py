"""Realistic screens for the benchmarks (issue 33, bench/screens_bench.py) and the tests that check their
binary documents: a Settings screen, a feed of cards and a form, each as Python views and as SwiftUI source
(what ``swiftlayout.from_swift`` reads). The two forms describe the same views.

- ``settings(title, rows)``: a ``NavigationStack`` with a titled ``List`` of two ``Section``s, ``rows`` rows of
  ``HStack(Image(systemName: "gear"), Text("… row i"), Spacer(), Toggle("", isOn:).labelsHidden())`` (77 nodes
  for 8 rows) and a footer ``Text``;
- ``feed(cards)``: a ``ScrollView`` of ``cards`` cards, each an image, two Texts and two buttons;
- ``form(fields)``: a ``Form`` of text fields, pickers, a toggle, a stepper and a date picker.
"""

from swiftlayout import (
    Button,
    DatePicker,
    Form,
    HStack,
    Image,
    List,
    NavigationStack,
    Picker,
    Rectangle,
    ScrollView,
    Section,
    Spacer,
    Stepper,
    Text,
    TextField,
    Toggle,
    VStack,
)


def settings(title="Settings", rows=8):
    def row(group, i):
        return HStack(
            Image(system_name="gear"), Text(f"{group} row {i}"), Spacer(), Toggle("", is_on=True).labels_hidden()
        )

    half = rows // 2
    general = Section(*[row("General", i) for i in range(half)], header=Text("General"))
    privacy = Section(
        *[row("Privacy", i) for i in range(rows - half)], footer=Text("Changes apply to every device signed in.")
    )
    return NavigationStack(List(general, privacy).navigation_title(title))


def feed(cards=50):
    def card(i):
        return (
            VStack(
                Rectangle().frame(height=180).corner_radius(12),
                Text(f"Story {i}: what happened today").font("headline").line_limit(2),
                Text("A short summary of the story, two lines at most, cut where it must be.")
                .font("subheadline")
                .line_limit(2),
                HStack(Button("Like"), Button("Share"), Spacer()).button_style("bordered"),
                alignment="leading",
                spacing=8,
            )
            .padding()
            .id(f"card{i}")
        )

    return NavigationStack(ScrollView(VStack(*[card(i) for i in range(cards)], spacing=16)).navigation_title("Feed"))


def form(fields=6):
    names = ["First name", "Last name", "Email", "Phone", "Street", "City", "Postcode", "Country"]
    return NavigationStack(
        Form(
            Section(*[TextField(names[i % len(names)], text="") for i in range(fields)], header=Text("Contact")),
            Section(
                Picker("Plan", *[Text(p).tag(p) for p in ("Free", "Pro", "Team")], selection="Pro"),
                Picker("Billing", *[Text(p).tag(p) for p in ("Monthly", "Yearly")], selection="Yearly"),
                Toggle("Newsletter", is_on=True),
                Stepper("Seats: 3", value=3, min=1, max=50),
                DatePicker("Start", selection="2026-01-01", displayed_components="date"),
                header=Text("Subscription"),
            ),
            Section(Button("Submit")),
        ).navigation_title("Sign up")
    )


SETTINGS_SWIFT = """
import SwiftUI
struct Settings: View {
    var title = "Settings"
    var rows = 8
    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(0..<(rows / 2), id: \\.self) { i in
                        HStack {
                            Image(systemName: "gear")
                            Text("General row \\(i)")
                            Spacer()
                            Toggle("", isOn: .constant(true)).labelsHidden()
                        }
                    }
                } header: { Text("General") }
                Section {
                    ForEach(0..<(rows - rows / 2), id: \\.self) { i in
                        HStack {
                            Image(systemName: "gear")
                            Text("Privacy row \\(i)")
                            Spacer()
                            Toggle("", isOn: .constant(true)).labelsHidden()
                        }
                    }
                } footer: { Text("Changes apply to every device signed in.") }
            }
            .navigationTitle(title)
        }
    }
}
"""

FEED_SWIFT = """
import SwiftUI
struct Feed: View {
    var cards = 50
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(0..<cards, id: \\.self) { i in
                        VStack(alignment: .leading, spacing: 8) {
                            Rectangle().frame(height: 180).cornerRadius(12)
                            Text("Story \\(i): what happened today").font(.headline).lineLimit(2)
                            Text("A short summary of the story, two lines at most, cut where it must be.")
                                .font(.subheadline).lineLimit(2)
                            HStack {
                                Button("Like") {}
                                Button("Share") {}
                                Spacer()
                            }
                            .buttonStyle(.bordered)
                        }
                        .padding()
                    }
                }
            }
            .navigationTitle("Feed")
        }
    }
}
"""

FORM_SWIFT = """
import SwiftUI
struct SignUp: View {
    @State private var first = ""
    @State private var last = ""
    @State private var email = ""
    @State private var phone = ""
    @State private var street = ""
    @State private var city = ""
    @State private var plan = "Pro"
    @State private var billing = "Yearly"
    @State private var news = true
    @State private var seats = 3
    @State private var start = Date()
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("First name", text: $first)
                    TextField("Last name", text: $last)
                    TextField("Email", text: $email)
                    TextField("Phone", text: $phone)
                    TextField("Street", text: $street)
                    TextField("City", text: $city)
                } header: { Text("Contact") }
                Section {
                    Picker("Plan", selection: $plan) {
                        Text("Free").tag("Free")
                        Text("Pro").tag("Pro")
                        Text("Team").tag("Team")
                    }
                    Picker("Billing", selection: $billing) {
                        Text("Monthly").tag("Monthly")
                        Text("Yearly").tag("Yearly")
                    }
                    Toggle("Newsletter", isOn: $news)
                    Stepper("Seats: \\(seats)", value: $seats, in: 1...50)
                    DatePicker("Start", selection: $start, displayedComponents: .date)
                } header: { Text("Subscription") }
                Section {
                    Button("Submit") {}
                }
            }
            .navigationTitle("Sign up")
        }
    }
}
"""

#: name → (Python maker, SwiftUI source, the struct the source declares).
SCREENS = {
    "settings": (settings, SETTINGS_SWIFT, "Settings"),
    "feed": (feed, FEED_SWIFT, "Feed"),
    "form": (form, FORM_SWIFT, "SignUp"),
}
