package interp

import (
	"testing"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
)

// TestOpTableCoverage requires a kernel, or a named reason for its absence,
// for every op of the op table, and no reason for an op that has a kernel
// or that the table does not know.
func TestOpTableCoverage(t *testing.T) {
	for _, o := range stablehlo.Ops() {
		_, hasKernel := kernels[o.Name]
		reason, listed := NoKernelReason(o.Name)
		switch {
		case hasKernel && listed:
			t.Errorf("%s has a kernel but is listed without one (%q): remove it from opsWithoutKernel", o.Name, reason)
		case !hasKernel && !listed:
			t.Errorf("%s has no kernel and no reason in opsWithoutKernel", o.Name)
		case listed && reason == "":
			t.Errorf("%s is listed without a reason", o.Name)
		}
	}
	for name := range opsWithoutKernel {
		if _, ok := stablehlo.LookupOp(name); !ok {
			t.Errorf("opsWithoutKernel lists %s, which is not an op of the table", name)
		}
	}
}

// TestQuantizedWrappersFollowTable checks that the ops whose builders
// dequantize their operands are exactly those dequantizesOperands picks
// from the op table (quantizable elementwise ops and the listed linear
// algebra), and that each has a kernel to wrap.
func TestQuantizedWrappersFollowTable(t *testing.T) {
	wrapped := 0
	for _, o := range stablehlo.Ops() {
		n := len(wrappers[o.Name])
		if dequantizesOperands(o) {
			wrapped++
			if n != 1 {
				t.Errorf("%s: %d wrappers, want the quantized one", o.Name, n)
			}
			if _, ok := kernels[o.Name]; !ok {
				t.Errorf("%s admits quantized operands but has no kernel", o.Name)
			}
			if !o.Quantizable {
				t.Errorf("%s is wrapped but the table says it takes no quantized operand", o.Name)
			}
		} else if n != 0 {
			t.Errorf("%s has %d wrappers but does not dequantize its operands", o.Name, n)
		}
	}
	if wrapped == 0 {
		t.Fatal("no op dequantizes its operands")
	}
	for _, name := range []string{stablehlo.OpAdd, stablehlo.OpCompare, stablehlo.OpAtan2, stablehlo.OpAbs,
		stablehlo.OpTanh, stablehlo.OpClamp, stablehlo.OpSelect, stablehlo.OpIsFinite, stablehlo.OpBatchNormInference} {
		if len(wrappers[name]) == 0 {
			t.Errorf("%s does not dequantize its operands", name)
		}
	}
	// These read or produce the stored integers, or accumulate them.
	for _, name := range []string{stablehlo.OpBitcastConvert, stablehlo.OpUniformQuantize, stablehlo.OpUniformDequantize,
		stablehlo.OpDotGeneral, stablehlo.OpConvolution, stablehlo.OpReshape} {
		if len(wrappers[name]) != 0 {
			t.Errorf("%s must not dequantize its operands", name)
		}
	}
}
