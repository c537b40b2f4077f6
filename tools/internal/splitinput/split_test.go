package splitinput

import (
	"reflect"
	"strings"
	"testing"
)

func TestSplitUsualMarkers(t *testing.T) {
	src := "a\n// -----\nb\nc\n// -----\n\nd\n"
	chunks := Split(src, true)
	var bodies []string
	var lines []int
	for _, c := range chunks {
		bodies = append(bodies, c.Body)
		lines = append(lines, c.FirstLine)
	}
	if want := []string{"a\n", "\nb\nc\n", "\n\nd\n"}; !reflect.DeepEqual(bodies, want) {
		t.Errorf("bodies = %q, want %q", bodies, want)
	}
	if want := []int{1, 3, 6}; !reflect.DeepEqual(lines, want) {
		t.Errorf("first lines = %v, want %v", lines, want)
	}
}

// Every character of a chunk's Text sits at its line and column in the
// original source.
func TestSplitKeepsPositions(t *testing.T) {
	src := "x\n  // ----- y\nzz // -----\n// ------\nw\n"
	for _, c := range Split(src, true) {
		orig := strings.Split(src, "\n")
		for ln, line := range strings.Split(c.Text, "\n") {
			for col, ch := range line {
				if ch == ' ' {
					continue
				}
				if ln >= len(orig) || col >= len(orig[ln]) || rune(orig[ln][col]) != ch {
					t.Fatalf("chunk %q: %q at %d:%d is not in the source there", c.Body, ch, ln+1, col+1)
				}
			}
		}
	}
}

// A marker anywhere on a line splits there, as mlir-opt does: text after
// it starts the next case, text before it ends the previous one, and extra
// dashes stay in the next case.
func TestSplitMarkerInsideLine(t *testing.T) {
	src := "a\n  // ----- y\nzz // -----\n// ------\nw\n"
	var bodies []string
	for _, c := range Split(src, true) {
		bodies = append(bodies, c.Body)
	}
	want := []string{"a\n  ", " y\nzz ", "\n", "-\nw\n"}
	if !reflect.DeepEqual(bodies, want) {
		t.Fatalf("bodies = %q, want %q", bodies, want)
	}
	chunks := Split(src, true)
	if chunks[1].FirstLine != 2 || chunks[2].FirstLine != 4 || chunks[3].FirstLine != 4 {
		t.Errorf("first lines = %d, %d, %d", chunks[1].FirstLine, chunks[2].FirstLine, chunks[3].FirstLine)
	}
	if got := chunks[1].Text; got != "\n           y\nzz " {
		t.Errorf("padded text = %q", got)
	}
}

func TestSplitDisabledOrWithoutMarker(t *testing.T) {
	src := "a\n// -----\nb\n"
	if got := Split(src, false); len(got) != 1 || got[0].Text != src || got[0].FirstLine != 1 {
		t.Errorf("Split(split=false) = %+v", got)
	}
	if got := Split("a\n// ----\nb\n", true); len(got) != 1 {
		t.Errorf("four dashes split the input: %+v", got)
	}
	if got := Split("", true); len(got) != 1 || got[0].Text != "" {
		t.Errorf("Split of empty input = %+v", got)
	}
}

func TestIsBlank(t *testing.T) {
	chunks := Split("// only a comment\n\n// -----\nfunc.func @f()\n", true)
	if !chunks[0].IsBlank() || chunks[1].IsBlank() {
		t.Errorf("IsBlank = %v, %v", chunks[0].IsBlank(), chunks[1].IsBlank())
	}
}

func TestNearMisses(t *testing.T) {
	src := "a\n// ----\n  // ---- x\n// -----\n// ------\n"
	want := []Position{{2, 7}, {3, 9}}
	if got := NearMisses(src); !reflect.DeepEqual(got, want) {
		t.Errorf("NearMisses = %v, want %v", got, want)
	}
}
