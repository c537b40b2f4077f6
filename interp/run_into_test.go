package interp

import (
	"errors"
	"os"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// mlpProgram loads the exported MLP model and arguments for its @model.
func mlpProgram(t testing.TB) (*Program, []Value) {
	t.Helper()
	src, err := os.ReadFile("../tests/models/mlp.run.mlir")
	if err != nil {
		t.Fatal(err)
	}
	prog := mustLoad(t, string(src))
	fn := prog.Function("model")
	if fn == nil {
		t.Fatal("no @model")
	}
	args := make([]Value, len(fn.Params))
	for i, p := range fn.Params {
		x, err := tensor.New(*p.Tensor)
		if err != nil {
			t.Fatal(err)
		}
		d := x.Float32s()
		for j := range d {
			d[j] = float32((i+1)*(j%7)-3) / 8
		}
		args[i] = x
	}
	return prog, args
}

func TestRunIntoMatchesRun(t *testing.T) {
	prog, args := mlpProgram(t)
	want, err := prog.Run("model", args, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := tensor.New(want[0].(*tensor.Tensor).Type())
	if err != nil {
		t.Fatal(err)
	}
	d := out.Float32s()
	for i := range d {
		d[i] = 42 // stale contents the run must overwrite
	}
	for run := 0; run < 2; run++ {
		if err := prog.RunInto("model", args, []*tensor.Tensor{out}, RunOptions{}); err != nil {
			t.Fatal(err)
		}
		if !out.BitwiseEqual(want[0].(*tensor.Tensor)) {
			t.Fatalf("run %d: RunInto wrote %v, Run returned %v", run, out, want[0])
		}
	}
}

func TestRunIntoCopiesOtherResults(t *testing.T) {
	// Results that no operation of the body defines: an argument, a
	// constant, a duplicate and a value made inside a call.
	prog := mustLoad(t, `func.func @main(%x: tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) {
  %c = stablehlo.constant dense<[7, 8, 9]> : tensor<3xi64>
  %s = stablehlo.add %x, %c : tensor<3xi64>
  %t = func.call @twice(%x) : (tensor<3xi64>) -> tensor<3xi64>
  func.return %x, %c, %s, %s, %t : tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>
}
func.func private @twice(%x: tensor<3xi64>) -> tensor<3xi64> {
  %0 = stablehlo.add %x, %x : tensor<3xi64>
  func.return %0 : tensor<3xi64>
}`)
	x := distI64(t, []int64{3}, 1, 2, 3)
	outs := make([]*tensor.Tensor, 5)
	for i := range outs {
		outs[i] = distI64(t, []int64{3}, -1, -1, -1)
	}
	if err := prog.RunInto("main", []Value{x}, outs, RunOptions{}); err != nil {
		t.Fatal(err)
	}
	want := [][]int64{{1, 2, 3}, {7, 8, 9}, {8, 10, 12}, {8, 10, 12}, {2, 4, 6}}
	for i, w := range want {
		got := outs[i].Int64s()
		for j := range w {
			if got[j] != w[j] {
				t.Errorf("output %d = %v, want %v", i, got, w)
				break
			}
		}
	}
	// The constant is not written through the output, nor the argument.
	outs[1].Int64s()[0] = 100
	outs[0].Int64s()[0] = 100
	if err := prog.RunInto("main", []Value{x}, outs, RunOptions{}); err != nil {
		t.Fatal(err)
	}
	if outs[1].Int64s()[0] != 7 || x.Int64s()[0] != 1 {
		t.Errorf("an output aliases the program's constant or the argument")
	}
}

func TestRunIntoChecksOutputs(t *testing.T) {
	prog := mustLoad(t, `func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}`)
	x := mustSlice(t, tensor.NewType(tensor.F32, 2), []float32{1, 2})
	var oe *OutputError
	err := prog.RunInto("main", []Value{x}, nil, RunOptions{})
	if !errors.As(err, &oe) || oe.Index != -1 || oe.Want != "1" || oe.Got != "0" {
		t.Errorf("no outputs: got %v", err)
	}
	for _, ty := range []tensor.Type{tensor.NewType(tensor.F64, 2), tensor.NewType(tensor.F32, 3), tensor.NewType(tensor.F32, 2, 1)} {
		bad, err := tensor.New(ty)
		if err != nil {
			t.Fatal(err)
		}
		err = prog.RunInto("main", []Value{x}, []*tensor.Tensor{bad}, RunOptions{})
		if !errors.As(err, &oe) || oe.Index != 0 || oe.Want != "tensor<2xf32>" {
			t.Errorf("output of type %v: got %v", ty, err)
		}
	}
	err = prog.RunInto("main", []Value{x}, []*tensor.Tensor{nil}, RunOptions{})
	if !errors.As(err, &oe) {
		t.Errorf("nil output: got %v", err)
	}
	var ae *ArgumentError
	out := mustSlice(t, tensor.NewType(tensor.F32, 2), []float32{0, 0})
	if err := prog.RunInto("main", nil, []*tensor.Tensor{out}, RunOptions{}); !errors.As(err, &ae) {
		t.Errorf("missing argument: got %v", err)
	}
}

// RunInto allocates less than Run per call on the MLP model: its result is
// computed in the caller's tensor.
func TestRunIntoAllocatesLess(t *testing.T) {
	prog, args := mlpProgram(t)
	out, err := tensor.New(*prog.Function("model").Results[0].Tensor)
	if err != nil {
		t.Fatal(err)
	}
	outs := []*tensor.Tensor{out}
	run := testing.AllocsPerRun(20, func() {
		if _, err := prog.Run("model", args, RunOptions{}); err != nil {
			t.Fatal(err)
		}
	})
	into := testing.AllocsPerRun(20, func() {
		if err := prog.RunInto("model", args, outs, RunOptions{}); err != nil {
			t.Fatal(err)
		}
	})
	t.Logf("allocations per call: Run %.0f, RunInto %.0f", run, into)
	if into >= run {
		t.Errorf("RunInto makes %.0f allocations per call, Run %.0f", into, run)
	}
}

func BenchmarkMLPRun(b *testing.B) {
	prog, args := mlpProgram(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := prog.Run("model", args, RunOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMLPRunInto(b *testing.B) {
	prog, args := mlpProgram(b)
	out, err := tensor.New(*prog.Function("model").Results[0].Tensor)
	if err != nil {
		b.Fatal(err)
	}
	outs := []*tensor.Tensor{out}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if err := prog.RunInto("model", args, outs, RunOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// An output that held an intermediate value, or that ended up holding
// another result, still receives its own result.
func TestRunIntoOutputsAsIntermediates(t *testing.T) {
	prog := loadNoFusion(t, `func.func @main(%x: tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>) {
  %a = stablehlo.add %x, %x : tensor<3xi64>
  %r = stablehlo.multiply %x, %x : tensor<3xi64>
  %s = stablehlo.add %a, %r : tensor<3xi64>
  %t = stablehlo.subtract %s, %x : tensor<3xi64>
  func.return %r, %t : tensor<3xi64>, tensor<3xi64>
}`)
	x := distI64(t, []int64{3}, 1, 2, 3)
	want, err := prog.Run("main", []Value{x}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	outs := []*tensor.Tensor{distI64(t, []int64{3}, 0, 0, 0), distI64(t, []int64{3}, 0, 0, 0)}
	for run := 0; run < 2; run++ {
		if err := prog.RunInto("main", []Value{x}, outs, RunOptions{}); err != nil {
			t.Fatal(err)
		}
		for i := range outs {
			if !outs[i].BitwiseEqual(want[i].(*tensor.Tensor)) {
				t.Errorf("run %d: output %d = %v, want %v", run, i, outs[i], want[i])
			}
		}
	}
}
