package interp

import "fmt"

// stablehlo.tuple, stablehlo.get_tuple_element and
// stablehlo.optimization_barrier. Values are immutable once produced, so
// these operations pass their operands through without copying.
func init() {
	register("stablehlo.tuple", func(c *OpContext) (Kernel, error) {
		return func(f *Frame, args []Value) ([]Value, error) {
			t := make(Tuple, len(args))
			copy(t, args)
			return []Value{t}, nil
		}, nil
	})
	register("stablehlo.get_tuple_element", func(c *OpContext) (Kernel, error) {
		index, err := intAttr(c, "index")
		if err != nil {
			return nil, err
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			t, ok := args[0].(Tuple)
			if !ok {
				return nil, fmt.Errorf("expected a tuple operand, got %s", describe(args[0]))
			}
			if index < 0 || int(index) >= len(t) {
				return nil, fmt.Errorf("index %d is out of range for a tuple of %d values", index, len(t))
			}
			return []Value{t[index]}, nil
		}, nil
	})
	register("stablehlo.optimization_barrier", func(c *OpContext) (Kernel, error) {
		return func(f *Frame, args []Value) ([]Value, error) {
			out := make([]Value, len(args))
			copy(out, args)
			return out, nil
		}, nil
	})
}
