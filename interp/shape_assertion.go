package interp

import (
	"errors"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.custom_call @shape_assertion, which JAX's shape-polymorphic
// exports emit to check, when the program runs, that the concrete
// argument shapes satisfy the symbolic shape specification:
//
//	stablehlo.custom_call @shape_assertion(%ok, %v0, %v1, ...) {
//	  error_message = "... {0} ... {1} ...", has_side_effect = true
//	} : (tensor<i1>, tensor<i64>, tensor<i64>, ...) -> ()
//
// The first operand is the assertion (a scalar i1), the others are the
// error_message_inputs (integer scalars). A true assertion does nothing; a
// false one fails the run with error_message, whose placeholders {k} are
// replaced with the k-th error message input in decimal (a placeholder
// naming no input stays as written). The call has no results.

// shapeAssertionTarget is the call_target_name of the assertion.
const shapeAssertionTarget = "shape_assertion"

// ErrShapeAssertion is wrapped by the error of a failed shape_assertion.
var ErrShapeAssertion = errors.New("shape assertion failed")

func buildShapeAssertion(c *OpContext, target string) (Kernel, error) {
	if len(c.Operands) < 1 {
		return nil, c.Errorf("%s takes the assertion and its error message inputs, got no operands", target)
	}
	if len(c.Results) != 0 {
		return nil, c.Errorf("%s has no results, got %d", target, len(c.Results))
	}
	if t := c.Operands[0].Tensor; t == nil || t.Kind != tensor.Bool || len(t.Shape) != 0 {
		return nil, c.Errorf("%s: the assertion has type %s, want tensor<i1>", target, c.Operands[0])
	}
	for i, o := range c.Operands[1:] {
		if t := o.Tensor; t == nil || !t.Kind.IsInteger() || t.Quant != nil || len(t.Shape) != 0 {
			return nil, c.Errorf("%s: error message input %d has type %s, want an integer scalar", target, i, o)
		}
	}
	msg := ""
	if a := c.Attr("error_message"); !a.IsNull() {
		if !a.IsString() {
			return nil, c.Errorf("%s: error_message must be a string attribute, got %s", target, a)
		}
		msg = a.Str()
	}
	unsigned := make([]bool, len(c.Operands)-1)
	for i, o := range c.Operands[1:] {
		unsigned[i] = o.Tensor.Kind.IsUnsigned()
	}
	return func(_ *Frame, args []Value) ([]Value, error) {
		ok, isTensor := args[0].(*tensor.Tensor)
		if !isTensor {
			return nil, errors.New("the assertion is not a tensor")
		}
		if ok.Int(0) != 0 {
			return nil, nil
		}
		inputs := make([]string, len(args)-1)
		for i, a := range args[1:] {
			t, isTensor := a.(*tensor.Tensor)
			if !isTensor {
				return nil, errors.New("an error message input is not a tensor")
			}
			if unsigned[i] {
				inputs[i] = strconv.FormatUint(uint64(t.Int(0)), 10)
			} else {
				inputs[i] = strconv.FormatInt(t.Int(0), 10)
			}
		}
		return nil, &shapeAssertionError{msg: FormatShapeAssertion(msg, inputs)}
	}, nil
}

// shapeAssertionError is the error of a failed assertion: its formatted
// message, matching ErrShapeAssertion.
type shapeAssertionError struct{ msg string }

func (e *shapeAssertionError) Error() string        { return e.msg }
func (e *shapeAssertionError) Is(target error) bool { return target == ErrShapeAssertion }

// FormatShapeAssertion fills the placeholders {k} of a shape_assertion's
// error_message with inputs[k]. A placeholder whose index is out of range
// or not a decimal number is kept as written.
func FormatShapeAssertion(msg string, inputs []string) string {
	var b strings.Builder
	for {
		open := strings.IndexByte(msg, '{')
		if open < 0 {
			break
		}
		end := strings.IndexByte(msg[open:], '}')
		if end < 0 {
			break
		}
		end += open
		b.WriteString(msg[:open])
		k, err := strconv.Atoi(msg[open+1 : end])
		if err == nil && allDigits(msg[open+1:end]) && k < len(inputs) {
			b.WriteString(inputs[k])
		} else {
			b.WriteString(msg[open : end+1])
		}
		msg = msg[end+1:]
	}
	b.WriteString(msg)
	return b.String()
}

func init() {
	customKernels[shapeAssertionTarget] = buildShapeAssertion
}

// allDigits reports whether s is a non-empty run of decimal digits.
func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}
