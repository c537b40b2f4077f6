package stablehlo

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

const artifactDir = "../../tests/vhlo/artifacts"

// artifactVersions lists the target versions jaxlib wrote artifacts for.
func artifactVersions(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(artifactDir, "VERSIONS"))
	if err != nil {
		t.Fatal(err)
	}
	var versions []string
	for _, line := range strings.Split(string(data), "\n") {
		if _, err := ParseVersion(strings.TrimSpace(line)); err == nil {
			versions = append(versions, strings.TrimSpace(line))
		}
	}
	if len(versions) < 30 {
		t.Fatalf("VERSIONS lists %d versions, want the 30 releases 0.9.0 to 1.17.0", len(versions))
	}
	return versions
}

// artifactPrograms lists the program folders that hold jaxlib's
// deserialized text.
func artifactPrograms(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(artifactDir, "*", "expected.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 14 {
		t.Fatalf("found %d programs, want 14", len(files))
	}
	var dirs []string
	for _, f := range files {
		dirs = append(dirs, filepath.Dir(f))
	}
	return dirs
}

func printModule(t *testing.T, m *mlirc.Module) string {
	t.Helper()
	text, err := m.Print(mlirc.PrintOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestDeserializeArtifacts reads every artifact jaxlib wrote and checks
// that it becomes the module jaxlib deserialized it to.
func TestDeserializeArtifacts(t *testing.T) {
	ctx := NewContext(false)
	defer ctx.Close()
	read := 0
	for _, dir := range artifactPrograms(t) {
		want, err := ctx.ParseModuleFile(filepath.Join(dir, "expected.mlir"))
		if err != nil {
			t.Fatal(err)
		}
		wantText := printModule(t, want)
		want.Close()
		artifacts, _ := filepath.Glob(filepath.Join(dir, "*.mlirbc"))
		for _, file := range artifacts {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m, err := Deserialize(ctx, data)
			if err != nil {
				t.Errorf("%s: %v", file, err)
				continue
			}
			if got := printModule(t, m); got != wantText {
				t.Errorf("%s: deserializes to\n%s\nwant\n%s", file, got, wantText)
			}
			m.Close()
			read++
		}
	}
	if read < 390 {
		t.Errorf("read %d artifacts, want every committed one", read)
	}
}

// TestSerializeEveryVersion writes every program for every target version
// and reads it back: where jaxlib could write the program for a version, so
// must we, and the artifact must read back to the same program; where it
// could not (unsupported.txt), Serialize must fail naming what is too new.
func TestSerializeEveryVersion(t *testing.T) {
	versions := artifactVersions(t)
	ctx := NewContext(false)
	defer ctx.Close()
	written := 0
	for _, dir := range artifactPrograms(t) {
		m, err := ctx.ParseModuleFile(filepath.Join(dir, "expected.mlir"))
		if err != nil {
			t.Fatal(err)
		}
		want := printModule(t, m)
		for _, v := range versions {
			_, statErr := os.Stat(filepath.Join(dir, v+".mlirbc"))
			expressible := statErr == nil
			data, err := Serialize(m, v)
			if !expressible {
				if err == nil {
					t.Errorf("%s: Serialize(%s) succeeded, but jaxlib cannot express the program in that version", dir, v)
				} else if !strings.Contains(err.Error(), "version "+v) {
					t.Errorf("%s: Serialize(%s): the error does not name the version: %v", dir, v, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: Serialize(%s): %v", dir, v, err)
				continue
			}
			h, err := ReadArtifactHeader(data)
			if err != nil {
				t.Fatalf("%s at %s: %v", dir, v, err)
			}
			tv, _ := ParseVersion(v)
			if h.Producer != "StableHLO_v"+v || h.BytecodeVersion != BytecodeVersion(tv) {
				t.Errorf("%s at %s: header %+v", dir, v, h)
			}
			back, err := Deserialize(ctx, data)
			if err != nil {
				t.Errorf("%s: reading back the artifact for %s: %v", dir, v, err)
				continue
			}
			if got := printModule(t, back); got != want {
				t.Errorf("%s: the artifact for %s reads back as\n%s\nwant\n%s", dir, v, got, want)
			}
			back.Close()
			written++
		}
		m.Close()
	}
	t.Logf("%d artifacts written and read back", written)
}

// TestSerializeMinimum checks that "minimum" picks the oldest version
// jaxlib could write each program for.
func TestSerializeMinimum(t *testing.T) {
	versions := artifactVersions(t)
	ctx := NewContext(false)
	defer ctx.Close()
	for _, dir := range artifactPrograms(t) {
		oldest := ""
		for _, v := range versions {
			if _, err := os.Stat(filepath.Join(dir, v+".mlirbc")); err == nil {
				oldest = v
				break
			}
		}
		m, err := ctx.ParseModuleFile(filepath.Join(dir, "expected.mlir"))
		if err != nil {
			t.Fatal(err)
		}
		data, err := Serialize(m, "minimum")
		m.Close()
		if err != nil {
			t.Errorf("%s: %v", dir, err)
			continue
		}
		h, err := ReadArtifactHeader(data)
		if err != nil {
			t.Fatal(err)
		}
		if h.Producer != "StableHLO_v"+oldest {
			t.Errorf("%s: minimum is %s, want %s (the oldest jaxlib writes)", dir, h.Producer, oldest)
		}
	}
}

// TestDeserializeErrors covers artifacts that cannot be read.
func TestDeserializeErrors(t *testing.T) {
	ctx := NewContext(false)
	defer ctx.Close()
	good, err := os.ReadFile(filepath.Join(artifactDir, "elementwise", "1.0.0.mlirbc"))
	if err != nil {
		t.Fatal(err)
	}
	future := []byte(strings.Replace(string(good), "StableHLO_v1.0.0", "StableHLO_v9.0.0", 1))
	// A corrupted 0.9.0 artifact whose top-level block claims arguments:
	// MLIR's own reader dereferences a missing value scope on it.
	blockArgs, err := os.ReadFile(filepath.Join("testdata", "malformed", "top_level_block_args.mlirbc"))
	if err != nil {
		t.Fatal(err)
	}
	// A corrupted count of attributes: MLIR's reader would ask for a vector
	// of about 2^30 entries, and LLVM's allocator would fail.
	hugeCount, err := os.ReadFile(filepath.Join("testdata", "malformed", "huge_count.mlirbc"))
	if err != nil {
		t.Fatal(err)
	}
	// A count of operands beyond what a SmallVector's size type holds:
	// LLVM would report a fatal error.
	oversized, err := os.ReadFile(filepath.Join("testdata", "malformed", "oversized_vector.mlirbc"))
	if err != nil {
		t.Fatal(err)
	}
	// Builtin attribute entries that refer to each other in a cycle: MLIR's
	// reader defers and retries them without end.
	entryCycle, err := os.ReadFile(filepath.Join("testdata", "malformed", "entry_cycle.mlirbc"))
	if err != nil {
		t.Fatal(err)
	}
	// Attribute groups of the offset section that list more entries than
	// the section declares: MLIR's reader writes past the end of its table.
	offsetGroups, err := os.ReadFile(filepath.Join("testdata", "malformed", "offset_groups_overflow.mlirbc"))
	if err != nil {
		t.Fatal(err)
	}
	// A region that claims 10^14 values in a few hundred bytes: MLIR's
	// reader would allocate and clear them all before reading one.
	valuesCount, err := os.ReadFile(filepath.Join("testdata", "malformed", "values_count.mlirbc"))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"values count", valuesCount, "a count of values (169387438246510) exceeds the 302 bytes left"},
		{"offset groups overflow", offsetGroups, "lists more attribute entries than the 13 it declares"},
		{"entry cycle", entryCycle, "refer to each other in a cycle"},
		{"huge count", hugeCount, "declares 1485309952 attributes and 9 types in 20 bytes"},
		{"oversized vector", oversized, "a count of operands (361699120452807524) exceeds the 90 bytes left"},
		{"empty", nil, "magic number"},
		{"text", []byte("module {}"), "magic number"},
		{"magic only", good[:4], "offset 4"},
		{"unterminated producer", good[:10], "not terminated"},
		{"future version", future, "9.0.0, newer than " + CurrentVersion},
		{"truncated", good[:len(good)/2], "reading portable artifact"},
		{"top-level block arguments", blockArgs, "top-level block of the IR section declares arguments"},
	}
	for _, c := range cases {
		m, err := Deserialize(ctx, c.data)
		if err == nil {
			m.Close()
			t.Errorf("%s: no error", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not contain %q", c.name, err, c.want)
		}
		// An abandoned parse must leave no diagnostic handler behind: its
		// notes would reach the errors of the cases after it.
		if strings.Count(err.Error(), "in bytecode version") > 1 {
			t.Errorf("%s: error %q carries notes of an earlier parse", c.name, err)
		}
	}
}

// TestSerializeErrors covers targets an artifact cannot be written for.
func TestSerializeErrors(t *testing.T) {
	ctx := NewContext(false)
	defer ctx.Close()
	m, err := ctx.ParseModule([]byte(`func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}`), "accuracy.mlir")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	for target, want := range map[string]string{
		"1.8.0":   "result_accuracy",
		"2.0.0":   "outside the supported range",
		"0.8.0":   "outside the supported range",
		"1.x":     "want X.Y.Z",
		"current": "",
		"minimum": "",
	} {
		_, err := Serialize(m, target)
		switch {
		case want == "" && err != nil:
			t.Errorf("Serialize(%s): %v", target, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("Serialize(%s): error %v, want one containing %q", target, err, want)
		}
	}
}

// FuzzDeserialize feeds arbitrary bytes to Deserialize: it must return a
// module or an error, never crash; a module it returns must print, and
// serialize and read back.
func FuzzDeserialize(f *testing.F) {
	f.Add([]byte("ML\xefR"))
	f.Add([]byte("ML\xefR\x0dStableHLO_v1.17.0\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ctx := NewContext(false)
		defer ctx.Close()
		m, err := Deserialize(ctx, data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		defer m.Close()
		if _, err := m.Print(mlirc.PrintOptions{}); err != nil {
			t.Fatalf("printing a deserialized module: %v", err)
		}
		if m.Verify() != nil {
			// Bytecode may hold a module that does not verify; it must
			// not be serialized, but reading it was safe.
			return
		}
		out, err := Serialize(m, "current")
		if err != nil {
			return
		}
		back, err := Deserialize(ctx, out)
		if err != nil {
			t.Fatalf("our own artifact does not read back: %v", err)
		}
		back.Close()
	})
}

// TestSerializeOtherDialects checks that check ops reach an artifact only
// with AllowOtherDialects, stay as they are through the minimum version and
// read back to the module written.
func TestSerializeOtherDialects(t *testing.T) {
	const src = `func.func @main() {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %s = stablehlo.add %c, %c : tensor<2xi32>
  check.expect_eq_const %s, dense<[2, 4]> : tensor<2xi32>
  func.return
}
`
	ctx := NewContext(false)
	defer ctx.Close()
	m, err := ctx.ParseModule([]byte(src), "other.mlir")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	want, err := m.Print(mlirc.PrintOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Serialize(m, "minimum"); err == nil || !strings.Contains(err.Error(), "check.expect_eq_const") {
		t.Errorf("Serialize of a check op: error %v, want one naming check.expect_eq_const", err)
	}
	data, err := SerializeWithOptions(m, "minimum", SerializeOptions{AllowOtherDialects: true})
	if err != nil {
		t.Fatalf("SerializeWithOptions: %v", err)
	}
	h, err := ReadArtifactHeader(data)
	if err != nil {
		t.Fatal(err)
	}
	if h.Version.String() != MinimumVersion {
		t.Errorf("artifact written for %s, want %s", h.Version, MinimumVersion)
	}
	back, err := Deserialize(ctx, data)
	if err != nil {
		t.Fatalf("Deserialize: %v", err)
	}
	defer back.Close()
	got, err := back.Print(mlirc.PrintOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("read back:\n%s\nwant:\n%s", got, want)
	}
}
