package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.custom_call and stablehlo.composite.
//
// custom_call runs only the test assertions the interpreter knows; any other
// call_target_name compiles into a kernel that fails with an error naming
// the target, so programs run as long as they do not reach such a call:
//
//   - check.eq: floats and complex numbers within the default tolerance
//     of check.expect_almost_eq, other types exactly;
//   - check.expect_eq: exact comparison;
//   - check.expect_almost_eq: absolute tolerance from a "tolerance" float
//     attribute, or the default;
//   - check.expect_close: "min_ulp_difference" and "max_ulp_difference"
//     integer attributes (defaults 0 and 3).
//
// Each takes (actual, expected) and fails the execution on a mismatch;
// results of type tensor<i1> are set to true when the check passes.
//
// It also runs the custom calls that exporters emit for ops StableHLO
// lacks (customKernels): mhlo.erf, PyTorch/XLA's exact GELU, which is
// chlo.erf's kernel on one float tensor, and JAX's shape_assertion
// (shape_assertion.go).
//
// composite calls its decomposition function with its operands.

// defaultMaxULP is check.expect_close's ULP bound when the call gives none.
const defaultMaxULP = 3

// customCheck returns the comparison of a check target, or nil.
func customCheck(c *OpContext, target string) (func(actual, expected *tensor.Tensor) error, error) {
	switch target {
	case "check.eq":
		return func(x, y *tensor.Tensor) error {
			if x.Kind().IsFloat() || x.Kind().IsComplex() {
				return expectAlmostEqual(x, y, defaultTolerance)
			}
			return expectEqual(x, y)
		}, nil
	case "check.expect_eq":
		return expectEqual, nil
	case "check.expect_almost_eq":
		tol := defaultTolerance
		if a := c.Attr("tolerance"); !a.IsNull() {
			if !a.IsFloat() {
				return nil, c.Errorf("%s: tolerance must be a float attribute, got %s", target, a)
			}
			tol = a.Float()
		}
		return func(x, y *tensor.Tensor) error { return expectAlmostEqual(x, y, tol) }, nil
	case "check.expect_close":
		minULP, maxULP := int64(0), int64(defaultMaxULP)
		for name, dst := range map[string]*int64{"min_ulp_difference": &minULP, "max_ulp_difference": &maxULP} {
			if a := c.Attr(name); !a.IsNull() {
				if !a.IsInteger() {
					return nil, c.Errorf("%s: %s must be an integer attribute, got %s", target, name, a)
				}
				*dst = a.Int()
			}
		}
		if minULP < 0 || maxULP < minULP {
			return nil, c.Errorf("%s: invalid ULP range [%d, %d]", target, minULP, maxULP)
		}
		return func(x, y *tensor.Tensor) error { return expectClose(x, y, uint64(minULP), uint64(maxULP)) }, nil
	}
	return nil, nil
}

func buildCustomCall(c *OpContext) (Kernel, error) {
	a := c.Attr("call_target_name")
	if a.IsNull() || !a.IsString() {
		return nil, c.Errorf("missing call_target_name")
	}
	target := a.Str()
	if build, ok := customKernels[target]; ok {
		return build(c, target)
	}
	check, err := customCheck(c, target)
	if err != nil {
		return nil, err
	}
	if check == nil {
		return c.unsupportedKernel("custom_call target %q is not supported by the interpreter (supported: check.eq, check.expect_eq, check.expect_almost_eq, check.expect_close, mhlo.erf, shape_assertion)", target), nil
	}
	if len(c.Operands) != 2 {
		return nil, c.Errorf("%s takes 2 operands, got %d", target, len(c.Operands))
	}
	results := make([]tensor.Type, len(c.Results))
	for i, r := range c.Results {
		if r.Tensor == nil || r.Tensor.Kind != tensor.Bool || r.Tensor.Quant != nil {
			return nil, c.Errorf("%s: result %d has type %s, want a tensor of i1", target, i, r)
		}
		results[i] = *r.Tensor
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		if err := checkPair(args, check); err != nil {
			return nil, fmt.Errorf("%s: %w", target, err)
		}
		out := make([]Value, len(results))
		for i, rt := range results {
			t, err := f.New(rt)
			if err != nil {
				return nil, err
			}
			for j := range t.Bools() {
				t.Bools()[j] = true
			}
			out[i] = t
		}
		return out, nil
	}, nil
}

// customKernels builds the custom calls that compute a value, by target.
var customKernels = map[string]func(c *OpContext, target string) (Kernel, error){
	"mhlo.erf": func(c *OpContext, target string) (Kernel, error) {
		return buildCustomUnary(c, target, erfFuncs)
	},
}

// buildCustomUnary builds a custom call that applies an elementwise float
// function to its single operand, whose type its single result repeats.
func buildCustomUnary(c *OpContext, target string, fn unaryFuncs) (Kernel, error) {
	if len(c.Operands) != 1 || len(c.Results) != 1 {
		return nil, c.Errorf("%s takes 1 operand and returns 1 result, got %d and %d", target, len(c.Operands), len(c.Results))
	}
	in, out := c.Operands[0], c.Results[0]
	if in.Tensor == nil || in.Tensor.Quant != nil || !in.Tensor.Kind.IsFloat() || !fn.supports(in.Tensor.Kind) {
		return nil, c.Errorf("%s: operand has type %s, want a tensor of floats", target, in)
	}
	if out.Tensor == nil || out.Text != in.Text {
		return nil, c.Errorf("%s: result has type %s, want the operand's type %s", target, out, in)
	}
	return buildUnary(c, fn)
}

func buildComposite(c *OpContext) (Kernel, error) {
	d := c.Attr("decomposition")
	if d.IsNull() || !d.IsSymbolRef() {
		return nil, c.Errorf("missing decomposition function")
	}
	name := d.Symbol()
	return func(f *Frame, args []Value) ([]Value, error) {
		return f.Env().Call(name, args)
	}, nil
}

func init() {
	register("stablehlo.custom_call", buildCustomCall)
	register("stablehlo.composite", buildComposite)
}
