package installtest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// consumerMain is the external program: it parses a small model, runs it with
// the Go interpreter and prints the result.
const consumerMain = `package main

import (
	"fmt"
	"os"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

const model = ` + "`" + `
func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<3xf32>
  %1 = stablehlo.add %0, %x : tensor<3xf32>
  return %1 : tensor<3xf32>
}
` + "`" + `

func main() {
	ctx := stablehlo.NewContext(false)
	defer ctx.Close()
	m, err := ctx.ParseModule([]byte(model), "model.mlir")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer m.Close()
	prog, err := interp.Compile(m)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var args []interp.Value
	for _, text := range []string{"dense<[1.0, 2.0, 3.0]> : tensor<3xf32>", "dense<[4.0, 5.0, 6.0]> : tensor<3xf32>"} {
		a, err := ctx.ParseAttribute(text)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		t, err := interp.TensorFromAttribute(a)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		args = append(args, t)
	}
	results, err := prog.Run("main", args, interp.RunOptions{Output: os.Stdout})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(results[0].(*tensor.Tensor).FormatDense())
}
`

// wantConsumer is x*y + x for the arguments above.
const wantConsumer = "dense<[5.000000e+00, 1.200000e+01, 2.100000e+01]> : tensor<3xf32>"

// repoRoot is the checkout this test belongs to.
func repoRoot(t *testing.T) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot locate the test's source file")
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "..")
}

// run runs a command in dir with extra environment variables and returns its
// standard output; it fails the test with the command's output on error.
func run(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\nstdout:\n%s\nstderr:\n%s", name, strings.Join(args, " "), err, stdout.String(), stderr.String())
	}
	return stdout.String()
}

func TestInstallAndConsume(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: installs the project and builds a module against it")
	}
	root := repoRoot(t)
	for _, lib := range []string{"libMLIRGoCAPI.so", "libStablehloCAPI.so"} {
		if _, err := os.Stat(filepath.Join(root, "build", "lib", lib)); err != nil {
			t.Skipf("cannot run the install step: build/lib/%s is missing (run `make build` first)", lib)
		}
	}
	for _, tool := range []string{"make", "cmake", "pkg-config", "readelf"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("cannot run the install step: %s is not on PATH", tool)
		}
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")

	tmp := t.TempDir()
	prefix := filepath.Join(tmp, "prefix")
	run(t, root, nil, "make", "--no-print-directory", "install", "PREFIX="+prefix, "GO="+goTool)
	for _, f := range []string{
		"lib/libMLIRGoCAPI.so", "lib/libStablehloCAPI.so", "lib/pkgconfig/stablehlo-go.pc",
		"include/stablehlo-go/MlirGo.h", "include/stablehlo-go/StablehloGo.h",
		"bin/stablehlo-opt-go", "bin/stablehlo-translate-go",
	} {
		if _, err := os.Stat(filepath.Join(prefix, f)); err != nil {
			t.Errorf("make install did not install %s: %v", f, err)
		}
	}
	for _, f := range []string{"lib/libStablehloCAPI.so", "bin/stablehlo-translate-go"} {
		dyn := run(t, tmp, nil, "readelf", "-d", filepath.Join(prefix, f))
		if !strings.Contains(dyn, "$ORIGIN") {
			t.Errorf("%s has no $ORIGIN-relative RUNPATH:\n%s", f, dyn)
		}
		if strings.Contains(dyn, filepath.Join(root, "build")) {
			t.Errorf("%s still refers to the build tree:\n%s", f, dyn)
		}
	}

	// The consumer module sees the project only through the replace directive
	// and the installed pkg-config file.
	consumer := filepath.Join(tmp, "consumer")
	if err := os.MkdirAll(consumer, 0o755); err != nil {
		t.Fatal(err)
	}
	goMod := "module example.com/consumer\n\ngo 1.22\n\nrequire github.com/stablehlo-go/stablehlo v0.0.0\n\n" +
		"replace github.com/stablehlo-go/stablehlo => " + root + "\n"
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"go.mod": []byte(goMod), "go.sum": sum, "main.go": []byte(consumerMain)} {
		if err := os.WriteFile(filepath.Join(consumer, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The go command does not key its build cache on pkg-config's output: a
	// define naming this prefix (and nothing else) in CGO_CFLAGS makes it build
	// the cgo packages afresh instead of reusing flags of an earlier prefix.
	cflags := os.Getenv("CGO_CFLAGS")
	if cflags == "" {
		cflags = "-O2 -g"
	}
	env := []string{
		"PKG_CONFIG_PATH=" + filepath.Join(prefix, "lib", "pkgconfig"),
		"CGO_CFLAGS=" + cflags + " -DSTABLEHLO_GO_TEST_PREFIX=" + prefix,
		"CGO_LDFLAGS=", "CGO_ENABLED=1", "GOFLAGS=-mod=mod", "GOWORK=off",
	}
	run(t, consumer, env, goTool, "build", "-tags", "stablehlo_pkgconfig", "-o", "consumer", ".")
	dyn := run(t, consumer, nil, "readelf", "-d", filepath.Join(consumer, "consumer"))
	if strings.Contains(dyn, filepath.Join(root, "build")) {
		t.Errorf("the consumer links the build tree, not the installed prefix:\n%s", dyn)
	}
	if got := strings.TrimSpace(run(t, consumer, nil, filepath.Join(consumer, "consumer"))); got != wantConsumer {
		t.Errorf("consumer printed %q, want %q", got, wantConsumer)
	}

	// go mod vendor keeps the C headers (their folders are Go packages the
	// bindings import), and the vendored copy builds.
	run(t, consumer, env, goTool, "mod", "vendor")
	for _, h := range []string{"mlirc/capi/MlirGo.h", "dialect/capi/StablehloGo.h"} {
		if _, err := os.Stat(filepath.Join(consumer, "vendor", "github.com", "stablehlo-go", "stablehlo", h)); err != nil {
			t.Errorf("go mod vendor dropped %s: %v", h, err)
		}
	}
	vendorEnv := append(append([]string(nil), env...), "GOFLAGS=-mod=vendor")
	run(t, consumer, vendorEnv, goTool, "build", "-tags", "stablehlo_pkgconfig", "-o", "consumer-vendored", ".")
	if got := strings.TrimSpace(run(t, consumer, nil, filepath.Join(consumer, "consumer-vendored"))); got != wantConsumer {
		t.Errorf("vendored consumer printed %q, want %q", got, wantConsumer)
	}

	// A moved prefix keeps working: the tools find the libraries through
	// $ORIGIN, and the pkg-config file describes the new place.
	moved := filepath.Join(tmp, "elsewhere", "stablehlo-go")
	if err := os.MkdirAll(filepath.Dir(moved), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(prefix, moved); err != nil {
		t.Fatal(err)
	}
	modelPath := filepath.Join(tmp, "model.mlir")
	model := "func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {\n" +
		"  %0 = stablehlo.add %x, %x : tensor<2xi32>\n  return %0 : tensor<2xi32>\n}\n"
	if err := os.WriteFile(modelPath, []byte(model), 0o644); err != nil {
		t.Fatal(err)
	}
	out := run(t, tmp, nil, filepath.Join(moved, "bin", "stablehlo-translate-go"),
		"--interpret", "--interpreter-print-dense", "--args=[dense<[3, 4]> : tensor<2xi32>]", modelPath)
	if want := "dense<[6, 8]> : tensor<2xi32>"; !strings.Contains(out, want) {
		t.Errorf("moved stablehlo-translate-go printed %q, want it to contain %q", out, want)
	}
	run(t, tmp, nil, filepath.Join(moved, "bin", "stablehlo-opt-go"), modelPath)
	libs := run(t, tmp, []string{"PKG_CONFIG_PATH=" + filepath.Join(moved, "lib", "pkgconfig")}, "pkg-config", "--libs", "stablehlo-go")
	if !strings.Contains(libs, moved) {
		t.Errorf("pkg-config --libs of the moved prefix does not name it: %s", libs)
	}
}
