package mlirc

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// truncationInputs exercise the lexer's ends: a dialect_resources blob,
// string literals with escapes, nested regions, comments.
var truncationInputs = map[string]string{
	"blob.mlir": `"test.op"() {w = dense_resource<blob> : tensor<2xi16>} : () -> ()
{-#
  dialect_resources: { builtin: { blob: "0x040000000100FEFF" } }
#-}
`,
	"strings.mlir": `// a comment with "quotes" and { brackets
"test.op"() {s = "a \"quoted\" \\ string\n", t = "x{y}<z>"} : () -> ()
`,
	"regions.mlir": `func.func @f(%arg0: i32) -> i32 {
  %0 = "test.region"(%arg0) ({
  ^bb0(%a: i32):
    %1 = "test.inner"(%a) ({
      "test.yield"(%a) : (i32) -> ()
    }) {attr = [1, [2, [3]]], d = {k = "v"}} : (i32) -> i32
    "test.yield"(%1) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}
`,
}

// TestTruncatedInputs parses every prefix of a few inputs: none crashes,
// every error lies inside the text, and repeating a parse (in a fresh
// context, as resource names are unique per context) repeats its messages
// exactly.
func TestTruncatedInputs(t *testing.T) {
	ctx := newTestContext(t)
	for file, text := range truncationInputs {
		if m, err := ctx.ParseModule([]byte(text), file); err != nil {
			t.Fatalf("%s does not parse whole: %v", file, err)
		} else {
			m.Close()
		}
		lines := strings.Split(text, "\n")
		for n := 0; n < len(text); n++ {
			prefix := text[:n]
			first := parseMessage(prefix, file)
			if second := parseMessage(prefix, file); first != second {
				t.Errorf("%s[:%d]: messages differ between two parses:\n%s\n%s", file, n, first, second)
			}
			_, err := ctx.ParseModule([]byte(prefix), file)
			var de *DiagnosticError
			if err == nil {
				continue
			}
			if !errors.As(err, &de) {
				t.Fatalf("%s[:%d]: want a *DiagnosticError, got %v", file, n, err)
			}
			prefixLines := strings.Split(prefix, "\n")
			for _, d := range de.Diagnostics {
				if d.Line == 0 {
					continue
				}
				// The end of the text (one past its last character) is a
				// valid place for "unexpected end" errors.
				if d.Line > len(prefixLines) || d.Col > len(prefixLines[d.Line-1])+1 {
					t.Errorf("%s[:%d]: error at %d:%d, outside the text (%d lines, full line %q): %v",
						file, n, d.Line, d.Col, len(prefixLines), lines[min(d.Line, len(lines))-1], d)
				}
			}
		}
	}
}

// parseMessage parses text in a new context and returns the error text.
func parseMessage(text, file string) string {
	ctx := NewContext(Options{AllowUnregistered: true})
	defer ctx.Close()
	m, err := ctx.ParseModule([]byte(text), file)
	if err != nil {
		return err.Error()
	}
	m.Close()
	return ""
}

// TestParseTypeAndAttributeTruncated sweeps the prefixes of a type and an
// attribute through their parsers.
func TestParseTypeAndAttributeTruncated(t *testing.T) {
	ctx := newTestContext(t)
	typ := `tuple<tensor<2x?xf32>, complex<f64>, !test.opaque<"a>b">, memref<4xi8>>`
	attr := `{a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = "s\"t", c = [1.5 : f32, unit]}`
	for n := 0; n <= len(typ); n++ {
		_, err := ctx.ParseType(typ[:n])
		if (err == nil) != (n == len(typ)) {
			t.Errorf("ParseType(%q): %v", typ[:n], err)
		}
	}
	for n := 0; n <= len(attr); n++ {
		_, err := ctx.ParseAttribute(attr[:n])
		if (err == nil) != (n == len(attr)) {
			t.Errorf("ParseAttribute(%q): %v", attr[:n], err)
		}
	}
}

// nested returns depth levels of open, then inner, then depth levels of
// close.
func nested(open, inner, close string, depth int) string {
	return strings.Repeat(open, depth) + inner + strings.Repeat(close, depth)
}

// regionNest returns a module of generic ops with a region each, nested
// depth deep (two bracket levels per op, plus one for the module).
func regionNest(depth int) string {
	var b strings.Builder
	for i := 0; i < depth; i++ {
		b.WriteString(`"test.region"() ({` + "\n")
	}
	b.WriteString(`"test.leaf"() : () -> ()` + "\n")
	for i := 0; i < depth; i++ {
		b.WriteString("}) : () -> ()\n")
	}
	return b.String()
}

// TestNestingLimit feeds the parsers input nested far beyond what MLIR's
// stack takes: each is rejected with an error at the first bracket beyond
// the limit, and the deepest accepted input parses, verifies and prints.
func TestNestingLimit(t *testing.T) {
	ctx := newTestContext(t)
	limit := DefaultMaxNesting
	wantErr := func(err error, file string, line, col int) {
		t.Helper()
		var de *DiagnosticError
		if !errors.As(err, &de) || len(de.Diagnostics) != 1 {
			t.Fatalf("want one diagnostic, got %v", err)
		}
		want := fmt.Sprintf("%s:%d:%d: error: nesting deeper than %d levels", file, line, col, limit)
		if got := err.Error(); got != want {
			t.Fatalf("got %q, want %q", got, want)
		}
	}

	// Regions: the op on line limit/2+1 opens the bracket beyond the limit
	// with the '(' of its operand list (column 14).
	_, err := ctx.ParseModule([]byte(regionNest(2500)), "regions.mlir")
	wantErr(err, "regions.mlir", limit/2+1, 14)

	// Dense literals and tuple types, in a module and on their own.
	dense := fmt.Sprintf(`"test.op"() {v = dense<%s> : tensor<1xi32>} : () -> ()`, nested("[", "1", "]", 100000))
	_, err = ctx.ParseModule([]byte(dense), "dense.mlir")
	wantErr(err, "dense.mlir", 1, strings.Index(dense, "[")+limit-1)
	_, err = ctx.ParseAttribute(nested("[", "1", "]", 100000))
	wantErr(err, "<attribute>", 1, limit+1)
	_, err = ctx.ParseType(nested("tuple<", "i32", ">", 100000))
	wantErr(err, "<type>", 1, len("tuple<")*(limit+1))

	// Brackets inside strings and comments, and arrows, do not count.
	quiet := fmt.Sprintf("// %s\n\"test.op\"() {s = \"%s\"} : () -> ()\nfunc.func private @f(%s) -> ()\n",
		strings.Repeat("(", 5000), strings.Repeat("{", 5000), strings.Repeat("() -> (", 600)+"i32"+strings.Repeat(")", 600))
	if m, err := ctx.ParseModule([]byte(quiet), "quiet.mlir"); err != nil {
		t.Fatalf("brackets in strings and comments counted: %v", err)
	} else {
		m.Close()
	}

	// The deepest input accepted parses, verifies and prints (the printer
	// and verifier recurse as deeply as the parser).
	deepest := regionNest((limit - 1) / 2)
	m, err := ctx.ParseModule([]byte(deepest), "deepest.mlir")
	if err != nil {
		t.Fatalf("deepest accepted input: %v", err)
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	text, err := m.Print(PrintOptions{Generic: true})
	if err != nil || strings.Count(text, `"test.region"`) != (limit-1)/2 {
		t.Fatalf("printing the deepest input: %v", err)
	}
	if _, err := ctx.ParseAttribute(nested("[", "1", "]", limit)); err != nil {
		t.Fatalf("attribute at the limit: %v", err)
	}
}

// TestCheckNesting checks the scanner on small inputs.
func TestCheckNesting(t *testing.T) {
	for _, c := range []struct {
		text      string
		line, col int // 0: accepted
	}{
		{"((()))", 0, 0},
		{"(((())))", 1, 4},
		{"(\n (\n  [[x]]\n )\n)", 3, 4},
		{`"((((" (`, 0, 0},
		{`"\"((((" (`, 0, 0},
		{"\"((((\n((((", 2, 4},
		{"// ((((\n((", 0, 0},
		{"(->(->(", 0, 0},
		{"<<<>>>))))<<<<", 1, 14},
	} {
		err := checkNesting(c.text, "t", 3)
		if c.line == 0 {
			if err != nil {
				t.Errorf("%q: %v", c.text, err)
			}
			continue
		}
		want := fmt.Sprintf("t:%d:%d: error: nesting deeper than 3 levels", c.line, c.col)
		if err == nil || err.Error() != want {
			t.Errorf("%q: got %v, want %s", c.text, err, want)
		}
	}
}

// Bytecode is not text: it reaches MLIR unchanged however its bytes look.
func TestParserTextLeavesBytecodeAlone(t *testing.T) {
	data := "ML\xefR\x06\"unterminated [[[[ {{{"
	got, err := parserText(data, "x.mlirbc")
	if err != nil || got != data {
		t.Errorf("parserText changed bytecode: %q, %v", got, err)
	}
	if _, err := parserText("\"unterminated", "x.mlir"); err != nil {
		t.Fatal(err)
	}
	if got, _ := parserText("\"unterminated", "x.mlir"); got != "\"unterminated\n" {
		t.Errorf("text ending in a string: %q", got)
	}
}

// A top-level block that declares arguments makes MLIR's bytecode reader
// dereference a value scope it has not opened yet; the file is refused
// before the reader sees it.
func TestBytecodeTopLevelBlockArguments(t *testing.T) {
	ctx := NewContext(Options{})
	defer ctx.Close()
	m, err := ctx.ParseModule([]byte("module {}"), "empty.mlir")
	if err != nil {
		t.Fatal(err)
	}
	data, err := m.WriteBytecode("test", 1)
	m.Close()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ctx.ParseModule(data, "good.mlirbc")
	if err != nil {
		t.Fatalf("unchanged bytecode: %v", err)
	}
	back.Close()
	ir := irSectionStart(t, data)
	if data[ir]&1 != 1 || data[ir]&2 != 0 {
		t.Fatalf("IR section starts with %#x, want a one-byte block header without arguments", data[ir])
	}
	bad := append([]byte(nil), data...)
	bad[ir] |= 2 // the flag bit of the block header's varint
	for range 3 {
		_, err = ctx.ParseModule(bad, "bad.mlirbc")
		if err == nil || !strings.Contains(err.Error(), "top-level block of the IR section declares arguments") {
			t.Fatalf("bytecode whose top-level block has arguments: %v", err)
		}
	}
}

// irSectionStart returns the offset of the IR section's data in bytecode
// whose varints before it fit in one byte and whose sections are not
// aligned, as MLIR writes a small module.
func irSectionStart(t *testing.T, data []byte) int {
	t.Helper()
	i := 5 // magic and a one-byte version
	for data[i] != 0 {
		i++
	}
	i++
	for i+1 < len(data) {
		id, length := data[i], int(data[i+1]>>1)
		if id&0x80 != 0 || data[i+1]&1 == 0 {
			t.Fatalf("section at %d is aligned or long", i)
		}
		if id == 4 {
			return i + 2
		}
		i += 2 + length
	}
	t.Fatal("no IR section")
	return 0
}
