package main

import (
	"errors"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/tools/internal/driver"
)

// runArgs runs the tool's app on args and returns its error.
func runArgs(args ...string) error {
	return newApp().Run(append([]string{"stablehlo-translate-go"}, args...))
}

// The usage messages about the action flags name every one of them.
func TestActionMessagesListEveryAction(t *testing.T) {
	var names []string
	for _, f := range actionFlags() {
		names = append(names, "--"+f.Names()[0])
	}
	for _, want := range []string{"--interpret", "--serialize", "--deserialize", "--list-functions", "--check", "--save-program"} {
		found := false
		for _, n := range names {
			found = found || n == want
		}
		if !found {
			t.Errorf("actionFlags() lacks %s", want)
		}
	}
	tests := []struct {
		args   []string
		prefix string
	}{
		{[]string{"--check", "--interpret"}, "select one of "},
		{[]string{"--list-functions", "--save-program=x.prog"}, "select one of "},
		{nil, "no translation selected (use "},
	}
	for _, tc := range tests {
		err := runArgs(tc.args...)
		var ue *driver.UsageError
		if !errors.As(err, &ue) {
			t.Fatalf("%v: got %v, want a usage error", tc.args, err)
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, tc.prefix) {
			t.Errorf("%v: message %q, want it to start with %q", tc.args, msg, tc.prefix)
		}
		for _, n := range names {
			if !strings.Contains(msg, n) {
				t.Errorf("%v: message %q does not name %s", tc.args, msg, n)
			}
		}
	}
	// Every action flag is one of the app's flags.
	flags := map[string]bool{}
	for _, f := range newApp().Flags {
		flags[f.Names()[0]] = true
	}
	for _, n := range names {
		if !flags[strings.TrimPrefix(n, "--")] {
			t.Errorf("%s is not a flag of the app", n)
		}
	}
}

func TestActionList(t *testing.T) {
	got := actionList(" and ")
	want := "--interpret, --serialize, --deserialize, --list-functions, --check and --save-program"
	if got != want {
		t.Errorf("actionList = %q, want %q", got, want)
	}
}
