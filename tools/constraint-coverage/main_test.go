package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

const testSpec = `# Spec

## Ops

### abs

#### Constraints

* (C1) ` + "`shape(result) = shape(operand)`" + `.
* (C2) element types:
  * nested text (C9) that is not a constraint.

#### Examples

* (C7) not in a constraints section.

### add

#### Constraints

* If quantized:
  * (C1) types.
  * (C2) storage.

## Execution

### sends

#### Constraints

* (C1) outside the ops chapter.
`

func TestParseSpec(t *testing.T) {
	got, err := parseSpec(strings.NewReader(testSpec))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]int{"abs": {1, 2}, "add": {1, 2}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("parseSpec = %v, want %v", got, want)
	}
	if _, err := parseSpec(strings.NewReader("# nothing\n")); err == nil {
		t.Fatal("parseSpec accepted a text without ops")
	}
}

func TestParseTests(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []constraint
	}{
		{"message names the constraint", `
  // expected-error @+1 {{C1: expects the same shape}}
  %0 = stablehlo.abs %a : tensor<2xf32>`, []constraint{{"abs", 1}}},
		{"generic form and two numbers", `
  // expected-error @+1 {{C1: C2: bad}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>`, []constraint{{"add", 1}, {"add", 2}}},
		{"covers comment with op", `
  // covers: abs C2
  // expected-error @+1 {{operand #0 must be tensor}}
  %0 = stablehlo.add %a, %b : tensor<i1>`, []constraint{{"abs", 2}}},
		{"covers comment without op", `
  // covers: C2
  // expected-error @+1 {{operand #0 must be tensor}}
  %0 = stablehlo.add %a, %b : tensor<i1>`, []constraint{{"add", 2}}},
		{"backward designator", `
  %0 = stablehlo.abs %a : tensor<2xf32>
  // expected-error @-1 {{C1: bad}}`, []constraint{{"abs", 1}}},
		{"no number is no coverage", `
  // expected-error @+1 {{expects something}}
  %0 = stablehlo.abs %a : tensor<2xf32>`, nil},
		{"unknown location is no coverage", `
  // expected-error @unknown {{C1: bad}}`, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			covered := map[constraint]location{}
			if err := parseTests("t.mlir", tc.text, covered, map[constraint]string{}); err != nil {
				t.Fatal(err)
			}
			var got []constraint
			for c := range covered {
				got = append(got, c)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("covered %v, want %v", got, tc.want)
			}
			for _, c := range tc.want {
				if _, ok := covered[c]; !ok {
					t.Fatalf("covered %v, want %v", got, tc.want)
				}
			}
		})
	}
	if err := parseTests("t.mlir", "// expected-error @+9 {{C1: x}}\n", map[constraint]location{}, map[constraint]string{}); err == nil {
		t.Fatal("a designator outside the file was accepted")
	}
}

func TestExemptions(t *testing.T) {
	exempt := map[constraint]string{}
	if err := parseTests("t.mlir", "// exempt: add C2 depends on the number of replicas\n", map[constraint]location{}, exempt); err != nil {
		t.Fatal(err)
	}
	if exempt[constraint{"add", 2}] != "depends on the number of replicas" {
		t.Fatalf("exemptions = %v", exempt)
	}
	for _, bad := range []string{"// exempt: add C2\n", "// exempt: add two reasons\n"} {
		if err := parseTests("t.mlir", bad, map[constraint]location{}, map[constraint]string{}); err == nil {
			t.Fatalf("accepted %q", bad)
		}
	}
}

func TestCompare(t *testing.T) {
	spec := map[string][]int{"abs": {1, 2}, "add": {1, 2, 3}}
	covered := map[constraint]location{{"abs", 1}: {}, {"add", 1}: {}, {"add", 3}: {}}
	exempt := map[constraint]string{{"abs", 2}: "reason", {"add", 3}: "reason", {"add", 9}: "reason"}
	r := compare(spec, covered, exempt)
	if r.total != 5 || r.covered != 3 || r.exempt != 1 {
		t.Fatalf("total %d covered %d exempt %d", r.total, r.covered, r.exempt)
	}
	if want := []constraint{{"add", 2}}; !reflect.DeepEqual(r.missing, want) {
		t.Fatalf("missing %v, want %v", r.missing, want)
	}
	if len(r.staleExemptions) != 2 {
		t.Fatalf("stale exemptions %v, want two", r.staleExemptions)
	}
}

func TestRunStrict(t *testing.T) {
	dir := t.TempDir()
	spec := filepath.Join(dir, "spec.md")
	tests := filepath.Join(dir, "invalid.mlir")
	if err := os.WriteFile(spec, []byte(testSpec), 0o644); err != nil {
		t.Fatal(err)
	}
	full := `
// exempt: abs C2 no verifier can see it
// expected-error @+1 {{C1: x}}
%0 = stablehlo.abs %a : tensor<f32>
// expected-error @+1 {{C1: C2: x}}
%1 = stablehlo.add %a, %a : tensor<f32>
`
	if err := os.WriteFile(tests, []byte(full), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"--spec", spec, "--strict", tests}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d, output %s%s", code, out.String(), errOut.String())
	}
	if !strings.Contains(out.String(), "2 ops, 4 constraints: 3 covered by invalid-IR cases, 1 exempt, 0 missing") {
		t.Fatalf("unexpected summary: %s", out.String())
	}
	if err := os.WriteFile(tests, []byte(strings.Replace(full, "C1: C2: x", "C1: x", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := run([]string{"--spec", spec, "--strict", tests}, &out, &errOut); code != 1 {
		t.Fatalf("exit %d with a missing constraint, want 1", code)
	}
	if !strings.Contains(out.String(), "MISSING: add C2") {
		t.Fatalf("missing constraint not reported: %s", out.String())
	}
}
