package interp

import (
	"errors"
	"os"
	"strings"
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

// RunInto allocates no more than Run per call on the MLP model, beyond its
// own few records of the caller's outputs: its result is computed in the
// caller's tensor (Run computes it in place in the dying product, as fused
// groups write into operands that die at them, so neither allocates it).
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
	// RunInto's bookkeeping: the outputs record and the ownership entry
	// of each output it adopts.
	const bookkeeping = 4
	if into > run+bookkeeping {
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

// captureLast makes the last top-level operation of fn's body record the
// tensors its kernel returns.
func captureLast(t *testing.T, prog *Program, fn string) *[]Value {
	t.Helper()
	f := prog.Function(fn)
	last := f.body.ops[len(f.body.ops)-1]
	k := last.kernel
	got := new([]Value)
	last.kernel = func(fr *Frame, in []Value) ([]Value, error) {
		out, err := k(fr, in)
		*got = append([]Value(nil), out...)
		return out, err
	}
	return got
}

// The operation that defines a result computes it in the caller's tensor,
// also where it would otherwise write into a dying operand (elementwise
// ops, dynamic_update_slice) and when it is a fused group, and the tensor
// then holds what Run returns.
func TestRunIntoFinalOperationWritesOutput(t *testing.T) {
	cases := []struct {
		name, src string
		fused     bool
	}{
		{"elementwise over a dying operand", `func.func @main(%x: tensor<4xi64>) -> tensor<4xi64> {
  %0 = stablehlo.add %x, %x : tensor<4xi64>
  %1 = stablehlo.multiply %0, %x : tensor<4xi64>
  func.return %1 : tensor<4xi64>
}`, false},
		{"dynamic_update_slice", `func.func @main(%x: tensor<4xi64>) -> tensor<4xi64> {
  %0 = stablehlo.add %x, %x : tensor<4xi64>
  %u = stablehlo.slice %x [0:2] : (tensor<4xi64>) -> tensor<2xi64>
  %i = stablehlo.constant dense<1> : tensor<i64>
  %1 = stablehlo.dynamic_update_slice %0, %u, %i : (tensor<4xi64>, tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
  func.return %1 : tensor<4xi64>
}`, false},
		{"fused group", `func.func @main(%x: tensor<4xi64>) -> tensor<4xi64> {
  %0 = stablehlo.add %x, %x : tensor<4xi64>
  %1 = stablehlo.multiply %0, %x : tensor<4xi64>
  %2 = stablehlo.subtract %1, %x : tensor<4xi64>
  func.return %2 : tensor<4xi64>
}`, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var prog *Program
			if c.fused {
				prog = mustLoad(t, c.src)
			} else {
				prog = loadNoFusion(t, c.src)
			}
			x := distI64(t, []int64{4}, 1, 2, 3, 4)
			want, err := prog.Run("main", []Value{x}, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			got := captureLast(t, prog, "main")
			out := distI64(t, []int64{4}, 9, 9, 9, 9)
			for run := 0; run < 2; run++ {
				if err := prog.RunInto("main", []Value{x}, []*tensor.Tensor{out}, RunOptions{}); err != nil {
					t.Fatal(err)
				}
				if len(*got) != 1 || (*got)[0] != Value(out) {
					t.Errorf("run %d: the last operation computed its result in %p, not in the output %p", run, (*got)[0], out)
				}
				if !out.BitwiseEqual(want[0].(*tensor.Tensor)) {
					t.Errorf("run %d: output %v, want %v", run, out, want[0])
				}
				if x.Int64s()[0] != 1 || x.Int64s()[3] != 4 {
					t.Errorf("run %d: the argument changed: %v", run, x)
				}
			}
		})
	}
}

// The MLP's last operation computes the model's result in the caller's
// tensor.
func TestRunIntoMLPWritesOutput(t *testing.T) {
	prog, args := mlpProgram(t)
	want, err := prog.Run("model", args, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := captureLast(t, prog, "model")
	out, err := tensor.New(*prog.Function("model").Results[0].Tensor)
	if err != nil {
		t.Fatal(err)
	}
	if err := prog.RunInto("model", args, []*tensor.Tensor{out}, RunOptions{}); err != nil {
		t.Fatal(err)
	}
	if len(*got) != 1 || (*got)[0] != Value(out) {
		t.Errorf("the last operation did not compute its result in the output")
	}
	if !out.BitwiseEqual(want[0].(*tensor.Tensor)) {
		t.Errorf("RunInto wrote %v, Run returned %v", out, want[0])
	}
}

// An output given twice, or given as an argument too, is refused before
// the run.
func TestRunIntoRejectsAliasedOutputs(t *testing.T) {
	prog := mustLoad(t, `func.func @main(%x: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
  %0 = stablehlo.add %x, %x : tensor<2xi64>
  %1 = stablehlo.multiply %x, %x : tensor<2xi64>
  func.return %0, %1 : tensor<2xi64>, tensor<2xi64>
}`)
	x := distI64(t, []int64{2}, 3, 4)
	o := distI64(t, []int64{2}, 0, 0)
	var oe *OutputError
	err := prog.RunInto("main", []Value{x}, []*tensor.Tensor{o, o}, RunOptions{})
	if !errors.As(err, &oe) || oe.Index != 1 || !strings.Contains(err.Error(), "output 0 too") {
		t.Errorf("one tensor for two outputs: got %v", err)
	}
	err = prog.RunInto("main", []Value{x}, []*tensor.Tensor{distI64(t, []int64{2}, 0, 0), x}, RunOptions{})
	if !errors.As(err, &oe) || oe.Index != 1 || !strings.Contains(err.Error(), "argument 0") {
		t.Errorf("an argument as output: got %v", err)
	}
	if x.Int64s()[0] != 3 || x.Int64s()[1] != 4 {
		t.Errorf("the refused run changed the argument: %v", x)
	}
}

// gridIntoSrc runs on 2 replicas: each computes 10*replica_id + x, sums
// it over the replicas with all_reduce, and returns the sum (a collective's
// result, copied) and the sum times x (computed in the output).
const gridIntoSrc = `func.func @main(%x: tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>) {
  %id = stablehlo.replica_id : tensor<ui32>
  %i = stablehlo.convert %id : (tensor<ui32>) -> tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %t = stablehlo.multiply %i, %ten : tensor<i64>
  %b = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<i64>) -> tensor<3xi64>
  %y = stablehlo.add %b, %x : tensor<3xi64>
  %r = "stablehlo.all_reduce"(%y) ({
    ^bb0(%a: tensor<i64>, %c: tensor<i64>):
      %s = stablehlo.add %a, %c : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3xi64>) -> tensor<3xi64>
  %m = stablehlo.multiply %r, %x : tensor<3xi64>
  func.return %r, %m : tensor<3xi64>, tensor<3xi64>
}`

func TestRunGridInto(t *testing.T) {
	prog := mustLoad(t, gridIntoSrc)
	args := [][]Value{{distI64(t, []int64{3}, 1, 2, 3)}, {distI64(t, []int64{3}, 4, 5, 6)}}
	cfg := GridConfig{NumReplicas: 2, Args: args}
	want, err := prog.RunGrid(cfg)
	if err != nil {
		t.Fatal(err)
	}
	got := captureLast(t, prog, "main")
	outs := [][]*tensor.Tensor{
		{distI64(t, []int64{3}, -1, -1, -1), distI64(t, []int64{3}, -1, -1, -1)},
		{distI64(t, []int64{3}, -1, -1, -1), distI64(t, []int64{3}, -1, -1, -1)},
	}
	for run := 0; run < 2; run++ {
		res, err := prog.RunGridInto(cfg, outs)
		if err != nil {
			t.Fatal(err)
		}
		for p := range outs {
			if res[p].Process != want[p].Process || len(res[p].Results) != 2 {
				t.Fatalf("run %d: process %d: %+v", run, p, res[p])
			}
			for k, out := range outs[p] {
				if res[p].Results[k] != Value(out) {
					t.Errorf("run %d: process %s, result %d is not the output tensor", run, res[p].Process, k)
				}
				if !out.BitwiseEqual(want[p].Results[k].(*tensor.Tensor)) {
					t.Errorf("run %d: process %s, output %d = %v, want %v", run, res[p].Process, k, out, want[p].Results[k])
				}
			}
		}
	}
	// The multiply of each process ran last there and wrote its output
	// (the capture holds whichever process ended last).
	if len(*got) != 1 || ((*got)[0] != Value(outs[0][1]) && (*got)[0] != Value(outs[1][1])) {
		t.Errorf("the last operation did not compute its result in an output")
	}
	if s := outs[0][0].Int64s(); s[0] != 15 || s[2] != 19 {
		t.Errorf("all_reduce result %v, want [15 17 19]", s)
	}
	if m := outs[1][1].Int64s(); m[0] != 60 || m[2] != 114 {
		t.Errorf("process 1's product %v, want [60 85 114]", m)
	}
}

func TestRunGridIntoChecksOutputs(t *testing.T) {
	prog := mustLoad(t, gridIntoSrc)
	x0, x1 := distI64(t, []int64{3}, 1, 2, 3), distI64(t, []int64{3}, 4, 5, 6)
	cfg := GridConfig{NumReplicas: 2, Args: [][]Value{{x0}, {x1}}}
	fresh := func() *tensor.Tensor { return distI64(t, []int64{3}, 0, 0, 0) }
	if _, err := prog.RunGridInto(cfg, nil); err == nil {
		t.Errorf("no outputs: no error")
	}
	if _, err := prog.RunGridInto(cfg, [][]*tensor.Tensor{{fresh(), fresh()}}); err == nil || !strings.Contains(err.Error(), "1 output lists for 2 processes") {
		t.Errorf("one output list for two processes: got %v", err)
	}
	var oe *OutputError
	_, err := prog.RunGridInto(cfg, [][]*tensor.Tensor{{fresh(), fresh()}, {fresh()}})
	if !errors.As(err, &oe) || oe.Index != -1 || !strings.Contains(err.Error(), "process (1, 0)") {
		t.Errorf("too few outputs for process 1: got %v", err)
	}
	shared := fresh()
	_, err = prog.RunGridInto(cfg, [][]*tensor.Tensor{{fresh(), shared}, {shared, fresh()}})
	if !errors.As(err, &oe) || !strings.Contains(err.Error(), "output of process (0, 0) too") {
		t.Errorf("an output shared by two processes: got %v", err)
	}
	_, err = prog.RunGridInto(cfg, [][]*tensor.Tensor{{fresh(), fresh()}, {fresh(), x0}})
	if !errors.As(err, &oe) || !strings.Contains(err.Error(), "argument") {
		t.Errorf("another process's argument as output: got %v", err)
	}
	bad, err := tensor.New(tensor.NewType(tensor.F32, 3))
	if err != nil {
		t.Fatal(err)
	}
	_, err = prog.RunGridInto(cfg, [][]*tensor.Tensor{{fresh(), fresh()}, {fresh(), bad}})
	if !errors.As(err, &oe) || oe.Index != 1 || oe.Want != "tensor<3xi64>" {
		t.Errorf("output of the wrong type: got %v", err)
	}
	if x0.Int64s()[0] != 1 || x1.Int64s()[0] != 4 {
		t.Errorf("refused runs changed the arguments")
	}
}
