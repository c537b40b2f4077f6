package driver

import (
	"reflect"
	"testing"
)

func TestSplitFlagArgs(t *testing.T) {
	for _, tc := range []struct {
		in, want []string
	}{
		{[]string{"--split-input-file", "a.mlir"}, []string{"--split-input-file", "a.mlir"}},
		{[]string{"--split-input-file=// ABC", "a.mlir"}, []string{"--split-input-file", "--split-input-marker=// ABC", "a.mlir"}},
		{[]string{"-split-input-file=#"}, []string{"--split-input-file", "--split-input-marker=#"}},
		{[]string{"--split-input-file=false"}, []string{"--split-input-file=false"}},
		{[]string{"--", "--split-input-file=x"}, []string{"--", "--split-input-file=x"}},
	} {
		if got := SplitFlagArgs(tc.in); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("SplitFlagArgs(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestSplitOn(t *testing.T) {
	chunks := SplitOn("a\n# cut\nb\n", "# cut", true)
	if len(chunks) != 2 || chunks[0].Body != "a\n" || chunks[1].Body != "\nb\n" || chunks[1].FirstLine != 3 {
		t.Fatalf("SplitOn on a custom marker = %+v", chunks)
	}
	if got := SplitOn("a\n// -----\nb\n", "# cut", true); len(got) != 1 {
		t.Errorf("the default marker split input given another marker: %+v", got)
	}
	if got := SplitOn("a\n# cut\nb\n", "# cut", false); len(got) != 1 {
		t.Errorf("SplitOn without split cut the input: %+v", got)
	}
}
