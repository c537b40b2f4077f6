// Violations of the constraints of the data movement ops.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @broadcast_in_dim_element(%x: tensor<2xf32>) -> tensor<3x2xf64> {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf64>
  func.return %0 : tensor<3x2xf64>
}

// -----

func.func @broadcast_in_dim_size(%x: tensor<2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{C2: expects 1 broadcast dimensions, but got 2}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<2xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @broadcast_in_dim_range(%x: tensor<2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{C3: expects broadcast dimensions in [0, 2)}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [2] : (tensor<2xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @broadcast_in_dim_unique(%x: tensor<1x1xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{C4: expects unique broadcast dimensions}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @broadcast_in_dim_sizes(%x: tensor<2xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{C5: operand dimension 0 of size 2 must be 1 or the size of result dimension 1 (4)}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_known(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C8: expects known expanding and non-expanding dimensions to be unique}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_expanding(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C9: expects known expanding dimensions in [0, 1)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] {known_expanding_dimensions = array<i64: 1>} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @concatenate_elements(%a: tensor<2xf32>, %b: tensor<2xf64>) -> tensor<4xf32> {
  // expected-error @+1 {{C1: expects all inputs to have the same element type, but input 1 has 'f64'}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<2xf64>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @concatenate_shapes(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{C2: expects all inputs to have the same shape except in dimension 0, but input 1 differs in dimension 1}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

func.func @concatenate_dimension(%a: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{C4: expects dimension in [0, 1), but got 1}}
  %0 = stablehlo.concatenate %a, %a, dim = 1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @concatenate_result(%a: tensor<2xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{C6: expects the result shape [4], but got 'tensor<5xf32>'}}
  %0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @pad_element(%x: tensor<2xf32>, %v: tensor<f64>) -> tensor<2xf32> {
  // expected-error @+1 {{C1: expects operand, padding value and result to have the same element type}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [0], interior = [0] : (tensor<2xf32>, tensor<f64>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @pad_sizes(%x: tensor<2xf32>, %v: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{C2: expects 1 low, high and interior paddings}}
  %0 = stablehlo.pad %x, %v, low = [0, 0], high = [0], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @pad_interior(%x: tensor<2xf32>, %v: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{C3: expects non-negative interior padding}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [0], interior = [-1] : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @pad_result(%x: tensor<2xf32>, %v: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{C4: expects the result shape [5], but got 'tensor<4xf32>'}}
  %0 = stablehlo.pad %x, %v, low = [1], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// Sizes that wrap around int64 are errors, not the wrapped value: 2 + low +
// high wraps to 2 here.
// Deliberately stricter than upstream, which accepts this only because its
// shape arithmetic wraps around int64.
func.func @pad_overflow(%x: tensor<2xf32>, %v: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{C4: the padded size of dimension 0 overflows int64 (size 2, low -9223372036854775808, high -9223372036854775808, interior 0)}}
  %0 = stablehlo.pad %x, %v, low = [-9223372036854775808], high = [-9223372036854775808], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Deliberately stricter than upstream, which accepts this only because its
// shape arithmetic wraps around int64.
func.func @pad_interior_overflow(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+1 {{C4: the padded size of dimension 0 overflows int64 (size 3, low 0, high 0, interior 9223372036854775807)}}
  %0 = stablehlo.pad %x, %v, low = [0], high = [0], interior = [9223372036854775807] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// Deliberately stricter than upstream, which accepts this only because its
// shape arithmetic wraps around int64.
func.func @dynamic_pad_overflow(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<?xf32> {
  %lo = stablehlo.constant dense<-9223372036854775808> : tensor<1xi64>
  %in = stablehlo.constant dense<0> : tensor<1xi64>
  // expected-error @+1 {{C4: the padded size of dimension 0 overflows int64 (size 3, low -9223372036854775808, high -9223372036854775808, interior 0)}}
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %lo, %in : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @reverse_unique(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C2: expects unique dimensions}}
  %0 = stablehlo.reverse %x, dims = [1, 1] : tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @reverse_range(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C3: expects dimensions in [0, 2)}}
  %0 = stablehlo.reverse %x, dims = [2] : tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @transpose_permutation(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{C2: expects a permutation of [0, 2)}}
  %0 = stablehlo.transpose %x, dims = [1, 1] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_shape(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C3: expects the result shape [3, 2], but got 'tensor<2x3xf32>'}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @reshape_size(%x: tensor<2x3xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{C2: expects the result to have the operand's 6 elements, but it has 5}}
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

// 4611686018427387905 * 4 wraps to 4 in int64.
// Deliberately stricter than upstream, which accepts this only because its
// shape arithmetic wraps around int64.
func.func @reshape_overflow(%x: tensor<4xf32>) -> tensor<4611686018427387905x4xf32> {
  // expected-error @+1 {{expects the result to have at most 9223372036854775807 elements, but its shape [4611686018427387905, 4] has more (the count overflows int64)}}
  %0 = stablehlo.reshape %x : (tensor<4xf32>) -> tensor<4611686018427387905x4xf32>
  func.return %0 : tensor<4611686018427387905x4xf32>
}

// -----

// A stride of INT64_MAX takes one element (ceil(3 / stride)), not the
// wrapped (limit - start + stride - 1) / stride.
func.func @slice_max_stride(%x: tensor<3xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{C5: expects the result shape [1], but got 'tensor<0xf32>'}}
  %0 = stablehlo.slice %x [0:3:9223372036854775807] : (tensor<3xf32>) -> tensor<0xf32>
  func.return %0 : tensor<0xf32>
}

// -----

// Deliberately stricter than upstream, which accepts this only because its
// shape arithmetic wraps around int64.
func.func @concatenate_overflow(%a: tensor<9223372036854775807xf32>, %b: tensor<2xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{C6: the result's size in dimension 0 overflows int64}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<9223372036854775807xf32>, tensor<2xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @reshape_element(%x: tensor<2x3xf32>) -> tensor<6xi32> {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xi32>
  func.return %0 : tensor<6xi32>
}

// -----

func.func @dynamic_reshape_shape(%x: tensor<2x3xf32>, %s: tensor<3xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C4: expects output_shape to have 2 elements, but it has 3}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xf32>, tensor<3xi32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @slice_sizes(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C3: expects 0 <= start_indices <= limit_indices <= shape(operand) in dimension 0}}
  %0 = stablehlo.slice %x [3:1] : (tensor<4xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @slice_stride(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C4: expects positive strides}}
  %0 = stablehlo.slice %x [0:4:0] : (tensor<4xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @slice_result(%x: tensor<5xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C5: expects the result shape [3], but got 'tensor<2xf32>'}}
  %0 = stablehlo.slice %x [0:5:2] : (tensor<5xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @dynamic_slice_count(%x: tensor<4x4xf32>, %i: tensor<i32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{C2: expects 2 start indices and slice sizes}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @dynamic_slice_index_types(%x: tensor<4x4xf32>, %i: tensor<i32>, %j: tensor<i64>) -> tensor<2x2xf32> {
  // expected-error @+1 {{C3: expects start indices of the same type}}
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i64>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @dynamic_slice_size(%x: tensor<4x4xf32>, %i: tensor<i32>) -> tensor<5x2xf32> {
  // expected-error @+1 {{C4: expects 0 <= slice_sizes <= shape(operand) in dimension 0}}
  %0 = stablehlo.dynamic_slice %x, %i, %i, sizes = [5, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x2xf32>
  func.return %0 : tensor<5x2xf32>
}

// -----

func.func @dynamic_slice_result(%x: tensor<4x4xf32>, %i: tensor<i32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{C5: expects the result shape [2, 2], but got 'tensor<2x3xf32>'}}
  %0 = stablehlo.dynamic_slice %x, %i, %i, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @dynamic_update_slice_rank(%x: tensor<4x4xf32>, %u: tensor<2xf32>, %i: tensor<i32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{C3: expects the update to have the operand's rank}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<4x4xf32>, tensor<2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

func.func @dynamic_update_slice_bounds(%x: tensor<4x4xf32>, %u: tensor<5x1xf32>, %i: tensor<i32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{C6: expects shape(update) <= shape(operand) in dimension 0}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<4x4xf32>, tensor<5x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

func.func @gather_rank(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C1: expects rank(operand) = size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims)}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_index_vector_dim(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C2: expects 0 <= index_vector_dim <= 3}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 4>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_start_index_map(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C3: expects size(start_index_map) = 2}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_offset_dims(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C4: expects offset_dims to be unique and sorted}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 2], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_collapsed_size(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C9: expects slice_sizes[collapsed_slice_dims...] <= 1}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 2, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_batching(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C16: expects as many operand_batching_dims as start_indices_batching_dims}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_slice_sizes(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C21: expects 0 <= slice_sizes <= shape(operand), but slice_sizes[2] = 3 and dim(operand, 2) = 2}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 3>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_result(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x1xi64> {
  // expected-error @+1 {{C22: expects the result shape [2, 3, 2, 2], but got 'tensor<2x3x2x1xi64>'}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x1xi64>
  func.return %0 : tensor<2x3x2x1xi64>
}

// -----

func.func @scatter_counts(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C2: expects rank(inputs[0]) = size(update_window_dims) + size(inserted_window_dims) + size(input_batching_dims)}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_update_shape(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x4x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C4: expects update dimension 1 to have size 3, but got 4}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x4x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_body(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C23: expects the body to take 2 arguments, but it takes 1}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_result(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi32> {
  // expected-error @+1 {{C25: expects result 0 to have element type 'i64'}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi32>
  func.return %0 : tensor<3x4x2xi32>
}

// -----

func.func @sort_dimension(%x: tensor<2x3xi64>) -> tensor<2x3xi64> {
  // expected-error @+1 {{C4: expects dimension in [-2, 2), but got 2}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare LT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 2 : i64} : (tensor<2x3xi64>) -> tensor<2x3xi64>
  func.return %0 : tensor<2x3xi64>
}

// -----

func.func @sort_comparator(%x: tensor<2x3xi64>) -> tensor<2x3xi64> {
  // expected-error @+1 {{C5: expects the comparator to return tensor<i1>}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i64>
  }) : (tensor<2x3xi64>) -> tensor<2x3xi64>
  func.return %0 : tensor<2x3xi64>
}

// -----

func.func @sort_types(%x: tensor<2x3xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{C2: expects results of the inputs' types}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.compare LT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

func.func @iota_dimension() -> tensor<2x3xi32> {
  // expected-error @+1 {{C1: expects iota_dimension in [0, 2), but got 2}}
  %0 = stablehlo.iota dim = 2 : tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

func.func @get_dimension_size_range(%x: tensor<2x3xf32>) -> tensor<i32> {
  // expected-error @+1 {{C1: expects dimension in [0, 2), but got 2}}
  %0 = stablehlo.get_dimension_size %x, dim = 2 : (tensor<2x3xf32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @bounds_rank(%x: tensor<?xf32, #stablehlo.bounds<4, 4>>) {
  // expected-error @-1 {{bounds of rank 2 do not match the tensor rank 1}}
  func.return
}

// -----

func.func @bounds_static(%x: tensor<3xf32, #stablehlo.bounds<4>>) {
  // expected-error @-1 {{static dimensions must have unknown bounds}}
  func.return
}

// -----

func.func @scatter_results(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{C24: expects as many results as inputs}}
  "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return %b : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> ()
  func.return
}

// -----

func.func @iota_negative() -> tensor<2x3xi32> {
  // expected-error @+1 {{C1: expects iota_dimension in [0, 2), but got -1}}
  %0 = stablehlo.iota dim = -1 : tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// ===== gather, dynamic_gather, scatter =====

// -----

func.func @gather_c5_offset_dims_in_result(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C5: expects offset_dims in [0, 4), but got [2, 4]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 4], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_c6_collapsed_and_batching_unique(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C6: expects collapsed_slice_dims and operand_batching_dims to be unique, but got [0] and [0]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [0], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_c7_collapsed_sorted(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2xi64> {
  // expected-error @+1 {{C7: expects sorted collapsed_slice_dims, but got [1, 0]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2xi64>
  func.return %0 : tensor<2x3x2xi64>
}

// -----

func.func @gather_c8_collapsed_in_range(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2xi64> {
  // expected-error @+1 {{C8: expects collapsed_slice_dims in [0, 3), but got [0, 3]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 3], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2xi64>
  func.return %0 : tensor<2x3x2xi64>
}

// -----

func.func @gather_c10_operand_batching_sorted(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C10: expects sorted operand_batching_dims, but got [1, 0]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], operand_batching_dims = [1, 0], start_indices_batching_dims = [0, 1], start_index_map = [2, 3], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_c11_operand_batching_in_range(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C11: expects operand_batching_dims in [0, 4), but got [4]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [4], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_c12_batching_slice_size(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C12: expects slice_sizes[operand_batching_dims...] <= 1, but slice_sizes[0] = 2}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 2, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_c13_indices_batching_unique(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C13: expects unique start_indices_batching_dims, but got [1, 1]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], operand_batching_dims = [0, 1], start_indices_batching_dims = [1, 1], start_index_map = [2, 3], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_c14_indices_batching_in_range(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C14: expects start_indices_batching_dims in [0, 4), but got [4]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [4], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_c15_index_vector_dim_not_batching(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C15: expects index_vector_dim (3) not in start_indices_batching_dims [3]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [3], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_c17_batching_dim_sizes(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C17: expects dim(operand, 0) = dim(start_indices, 2), but got 2 and 3}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_c18_start_index_map_and_batching_unique(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{C18: expects start_index_map and operand_batching_dims to be unique, but got [2, 0] and [0]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 0], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @gather_c18_start_index_map_unique(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C18: expects start_index_map and operand_batching_dims to be unique, but got [1, 1] and []}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_c19_start_index_map_in_range(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C19: expects start_index_map in [0, 3), but got [1, 3]}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 3], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_c20_slice_sizes_count(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C20: expects size(slice_sizes) = rank(operand) = 3, but got 2}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_c21_negative_slice_size(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C21: expects 0 <= slice_sizes <= shape(operand), but slice_sizes[1] = -1 and dim(operand, 1) = 4}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, -1, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @gather_c22_result_rank(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2x1xi64> {
  // expected-error @+1 {{C22: expects a result of rank 4, but got 'tensor<2x3x2x2x1xi64>'}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2x1xi64>
  func.return %0 : tensor<2x3x2x2x1xi64>
}

// -----

func.func @gather_c23_element_type(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32> {
  // expected-error @+1 {{C23: expects element_type(operand) = element_type(result), but got 'i64' and 'i32'}}
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32>
  func.return %0 : tensor<2x3x2x2xi32>
}

// -----

func.func @dynamic_gather_c1_rank(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C1: expects rank(operand) = size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims), but got 3 and 2 + 0 + 0}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c2_index_vector_dim(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C2: expects 0 <= index_vector_dim <= 3, but got 4}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 4>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c3_start_index_map_size(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C3: expects size(start_index_map) = 2, but got 1}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c4_offset_dims_sorted(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C4: expects offset_dims to be unique and sorted, but got [3, 2]}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 2], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c5_offset_dims_in_result(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C5: expects offset_dims in [0, 4), but got [2, 4]}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 4], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c6_collapsed_unique(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2xi64> {
  // expected-error @+1 {{C6: expects collapsed_slice_dims and operand_batching_dims to be unique, but got [0, 0] and []}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  func.return %0 : tensor<2x3x2xi64>
}

// -----

func.func @dynamic_gather_c6_collapsed_sorted(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2xi64> {
  // expected-error @+1 {{C6: expects sorted collapsed_slice_dims, but got [1, 0]}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  func.return %0 : tensor<2x3x2xi64>
}

// -----

func.func @dynamic_gather_c7_collapsed_in_range(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2xi64> {
  // expected-error @+1 {{C7: expects collapsed_slice_dims in [0, 3), but got [0, 3]}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 3], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  func.return %0 : tensor<2x3x2xi64>
}

// -----

func.func @dynamic_gather_c8_collapsed_slice_size(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %sizes = stablehlo.constant dense<[2, 2, 2]> : tensor<3xi64>
  // expected-error @+1 {{C8: expects slice_sizes[collapsed_slice_dims...] <= 1, but slice_sizes[0] = 2}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c9_start_index_map_unique(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C9: expects start_index_map and operand_batching_dims to be unique, but got [0, 0] and []}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c10_start_index_map_in_range(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C10: expects start_index_map in [0, 3), but got [1, 3]}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 3], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c11_slice_sizes_count(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<2xi64>) -> tensor<2x3x2x2xi64> {
  // expected-error @+1 {{C11: expects size(slice_sizes) = rank(operand) = 3, but got 2}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c12_slice_size_bound(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %sizes = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  // expected-error @+1 {{C12: expects 0 <= slice_sizes <= shape(operand), but slice_sizes[2] = 3 and dim(operand, 2) = 2}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c12_negative_slice_size(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %sizes = stablehlo.constant dense<[1, -1, 2]> : tensor<3xi64>
  // expected-error @+1 {{C12: expects 0 <= slice_sizes <= shape(operand), but slice_sizes[1] = -1 and dim(operand, 1) = 4}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  func.return %0 : tensor<2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_c13_result_shape(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x1xi64> {
  %sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+1 {{C13: expects the result shape [2, 3, 2, 2], but got 'tensor<2x3x2x1xi64>'}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x1xi64>
  func.return %0 : tensor<2x3x2x1xi64>
}

// -----

func.func @dynamic_gather_c13_result_rank(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2x1xi64> {
  // expected-error @+1 {{C13: expects a result of rank 4, but got 'tensor<2x3x2x2x1xi64>'}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2x1xi64>
  func.return %0 : tensor<2x3x2x2x1xi64>
}

// -----

func.func @dynamic_gather_c14_element_type(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2xf32> {
  // expected-error @+1 {{C14: expects element_type(operand) = element_type(result), but got 'i64' and 'f32'}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xf32>
  func.return %0 : tensor<2x3x2x2xf32>
}

// -----

func.func @dynamic_gather_operand_batching_sorted(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %sizes: tensor<4xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{expects sorted operand_batching_dims, but got [1, 0] (as gather C10)}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], operand_batching_dims = [1, 0], start_indices_batching_dims = [0, 1], start_index_map = [2, 3], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<4xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @dynamic_gather_batching_dim_sizes(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %sizes: tensor<4xi64>) -> tensor<2x2x3x2x2xi64> {
  // expected-error @+1 {{expects dim(operand, 0) = dim(start_indices, 2), but got 2 and 3 (as gather C17)}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<4xi64>) -> tensor<2x2x3x2x2xi64>
  func.return %0 : tensor<2x2x3x2x2xi64>
}

// -----

func.func @scatter_c1_same_input_shapes(%input0: tensor<3x4x2xi64>, %input1: tensor<3x4x3xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xi64>, %update1: tensor<2x3x2x2xi64>) -> (tensor<3x4x2xi64>, tensor<3x4x3xi64>) {
  // expected-error @+1 {{C1: expects all inputs to have the same shape, but input 0 has type 'tensor<3x4x2xi64>' and input 1 has type 'tensor<3x4x3xi64>'}}
  %r:2 = "stablehlo.scatter"(%input0, %input1, %indices, %update0, %update1) ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %b0: tensor<i64>, %b1: tensor<i64>):
    stablehlo.return %b0, %b1 : tensor<i64>, tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<3x4x3xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>, tensor<2x3x2x2xi64>) -> (tensor<3x4x2xi64>, tensor<3x4x3xi64>)
  func.return %r#0, %r#1 : tensor<3x4x2xi64>, tensor<3x4x3xi64>
}

// -----

func.func @scatter_c3_same_update_shapes(%input0: tensor<3x4x2xi64>, %input1: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xi64>, %update1: tensor<2x3x2x1xi64>) -> (tensor<3x4x2xi64>, tensor<3x4x2xi64>) {
  // expected-error @+1 {{C3: expects all updates to have the same shape, but update 0 has type 'tensor<2x3x2x2xi64>' and update 1 has type 'tensor<2x3x2x1xi64>'}}
  %r:2 = "stablehlo.scatter"(%input0, %input1, %indices, %update0, %update1) ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %b0: tensor<i64>, %b1: tensor<i64>):
    stablehlo.return %b0, %b1 : tensor<i64>, tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>, tensor<2x3x2x1xi64>) -> (tensor<3x4x2xi64>, tensor<3x4x2xi64>)
  func.return %r#0, %r#1 : tensor<3x4x2xi64>, tensor<3x4x2xi64>
}

// -----

func.func @scatter_c4_window_exceeds_input(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x3xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C4: update window dimension 3 of size 3 exceeds the input's 2}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x3xi64>) -> tensor<3x4x2xi64>
  func.return %r0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_c5_no_inputs(%indices: tensor<2x3x2xi64>) {
  // expected-error @+1 {{C5: expects 0 < size(inputs) = size(updates), but got 0 inputs and 0 updates}}
  "stablehlo.scatter"(%indices) ({
  ^bb0:
    stablehlo.return
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<2x3x2xi64>) -> ()
  func.return
}

// -----

// The spec asks for updates of the inputs' element types; upstream, and so
// this verifier, for updates of an element type promotable to the body's in
// its looser sense (tests/dialect/upstream/reduction_init_types.mlir).
func.func @scatter_c6_update_element_type(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xf32>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C6: expects update 0 of an element type promotable to the body's 'i64', but got 'f32'}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xf32>) -> tensor<3x4x2xi64>
  func.return %r0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_c6_wider_update(%x: tensor<3xi32>, %i: tensor<1x1xi64>, %u: tensor<1xi64>) -> tensor<3xi32> {
  // expected-error @+1 {{C6: expects update 0 of an element type promotable to the body's 'i32', but got 'i64'}}
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xi32>, tensor<1x1xi64>, tensor<1xi64>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

func.func @scatter_c7_update_window_dims_sorted(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C7: expects update_window_dims to be unique and sorted, but got [3, 2]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %r0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_c8_update_window_dims_in_range(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C8: expects update_window_dims in [0, 4), but got [2, 4]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 4], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %r0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_c9_inserted_and_batching_unique(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{C9: expects inserted_window_dims and input_batching_dims to be unique, but got [0] and [0]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [0], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %r0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c10_inserted_sorted(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C10: expects sorted inserted_window_dims, but got [1, 0]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1, 0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2xi64>) -> tensor<3x4x2xi64>
  func.return %r0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_c11_inserted_in_range(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C11: expects inserted_window_dims in [0, 3), but got [0, 3]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 3], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2xi64>) -> tensor<3x4x2xi64>
  func.return %r0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_c12_input_batching_sorted(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{C12: expects sorted input_batching_dims, but got [1, 0]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], input_batching_dims = [1, 0], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2, 3], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %r0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c13_input_batching_in_range(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{C13: expects input_batching_dims in [0, 4), but got [4]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [4], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %r0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c14_indices_batching_unique(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{C14: expects unique scatter_indices_batching_dims, but got [1, 1]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], input_batching_dims = [0, 1], scatter_indices_batching_dims = [1, 1], scatter_dims_to_operand_dims = [2, 3], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %r0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c15_indices_batching_in_range(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{C15: expects scatter_indices_batching_dims in [0, 4), but got [4]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [4], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %r0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c16_index_vector_dim_not_batching(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{C16: expects index_vector_dim (3) not in scatter_indices_batching_dims [3]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [3], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %r0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c17_batching_dims_count(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{C17: expects as many input_batching_dims as scatter_indices_batching_dims, but got 1 and 0}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %r0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c18_batching_dim_sizes(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{C18: expects dim(inputs[0], 0) = dim(scatter_indices, 2), but got 2 and 3}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [2], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %r0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c19_scatter_dims_to_operand_dims_size(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C19: expects size(scatter_dims_to_operand_dims) = 2, but got 1}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %r0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_c20_scatter_dims_and_batching_unique(%input0: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %update0: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  // expected-error @+1 {{C20: expects scatter_dims_to_operand_dims and input_batching_dims to be unique, but got [2, 0] and [0]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 0], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %r0 : tensor<2x3x4x2xi64>
}

// -----

func.func @scatter_c21_scatter_dims_to_operand_dims_in_range(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C21: expects scatter_dims_to_operand_dims in [0, 3), but got [1, 3]}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 3], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %r0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_c22_index_vector_dim(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C22: expects 0 <= index_vector_dim <= 3, but got 4}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 4>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %r0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_c23_body_not_promotable(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi32> {
  // expected-error @+1 {{C23: element type 'i64' is not promotable to the body's 'i32'}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi32>
  func.return %r0 : tensor<3x4x2xi32>
}

// -----

func.func @scatter_c23_body_result_type(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64> {
  // expected-error @+1 {{C23: expects the body's result 0 to have type}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = stablehlo.convert %b : (tensor<i64>) -> tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  func.return %r0 : tensor<3x4x2xi64>
}

// -----

func.func @scatter_c24_result_shape(%input0: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %update0: tensor<2x3x2x2xi64>) -> tensor<3x4x3xi64> {
  // expected-error @+1 {{C24: expects results of the inputs' shape, but result 0 has type 'tensor<3x4x3xi64>'}}
  %r0 = "stablehlo.scatter"(%input0, %indices, %update0) ({
  ^bb0(%a0: tensor<i64>, %b0: tensor<i64>):
    stablehlo.return %b0 : tensor<i64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x3xi64>
  func.return %r0 : tensor<3x4x3xi64>
}

// -----

// ===== data movement: remaining constraints =====

func.func @broadcast_in_dim_c6_quantization_dimension(%x: tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>> {
  // expected-error @+1 {{C6: expects the result's quantization dimension to be broadcast_dimensions[0] = 1, but got 0}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>>
  func.return %0 : tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>>
}

// -----

func.func @broadcast_in_dim_c6_scales(%x: tensor<1x!quant.uniform<i8:f32:0, {1.0:3}>>) -> tensor<3x!quant.uniform<i8:f32:0, {1.0:3, 2.0:3, 1.0:3}>> {
  // expected-error @+1 {{C6: operand dimension 0 has size 1, so expects every result scale and zero point to be the operand's (1.000000e+00, 3), but element 1 is (2.000000e+00, 3)}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<1x!quant.uniform<i8:f32:0, {1.0:3}>>) -> tensor<3x!quant.uniform<i8:f32:0, {1.0:3, 2.0:3, 1.0:3}>>
  func.return %0 : tensor<3x!quant.uniform<i8:f32:0, {1.0:3, 2.0:3, 1.0:3}>>
}

// -----

func.func @broadcast_in_dim_c6_zero_points(%x: tensor<1x!quant.uniform<i8:f32:0, {1.0:3}>>) -> tensor<2x!quant.uniform<i8:f32:0, {1.0:3, 1.0:4}>> {
  // expected-error @+1 {{C6: operand dimension 0 has size 1, so expects every result scale and zero point to be the operand's (1.000000e+00, 3), but element 1 is (1.000000e+00, 4)}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<1x!quant.uniform<i8:f32:0, {1.0:3}>>) -> tensor<2x!quant.uniform<i8:f32:0, {1.0:3, 1.0:4}>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32:0, {1.0:3, 1.0:4}>>
}

// -----

func.func @concatenate_c3_no_inputs() -> tensor<0xf32> {
  // expected-error @+1 {{C3: expects at least one input}}
  %0 = "stablehlo.concatenate"() {dimension = 0 : i64} : () -> tensor<0xf32>
  func.return %0 : tensor<0xf32>
}

// -----

func.func @concatenate_c5_result_element_type(%a: tensor<2xf32>) -> tensor<4xf64> {
  // expected-error @+1 {{C5: expects the result's element type to be the inputs'}}
  %0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

func.func @dynamic_broadcast_in_dim_c1_element_type(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf64> {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf64>
  func.return %0 : tensor<?x?xf64>
}

// -----

func.func @dynamic_broadcast_in_dim_c2_dims_size(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C2: expects 1 broadcast dimensions, but got 2}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0, 1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c3_dims_range(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C3: expects broadcast dimensions in [0, 2)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [2] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c4_dims_unique(%x: tensor<?x?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C4: expects unique broadcast dimensions}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1, 1] : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c5_sizes(%x: tensor<2xf32>, %s: tensor<2xi64>) -> tensor<?x3xf32> {
  // expected-error @+1 {{C5: operand dimension 0 of size 2 must be 1 or the size of result dimension 1 (3)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<2xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return %0 : tensor<?x3xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c5_constant_output_dimensions(%x: tensor<2xf32>) -> tensor<?x?xf32> {
  %s = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
  // expected-error @+1 {{C5: operand dimension 0 of size 2 must be 1 or the size of result dimension 1 (3)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<2xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_broadcast_in_dim_c6_quantization_dimension(%x: tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>, %s: tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>> {
  // expected-error @+1 {{C6: expects the result's quantization dimension to be broadcast_dimensions[0] = 1, but got 0}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>>
  func.return %0 : tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>>
}

// -----

func.func @dynamic_broadcast_in_dim_c10_nonexpanding_range(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C10: expects known non-expanding dimensions in [0, 1)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 1>} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// exempt: dynamic_iota C2 upstream does not compare size(output_shape) with the result's rank; the interpreter reports it (tests/dialect/upstream/dynamic_shape_sizes.mlir)
// exempt: dynamic_broadcast_in_dim C7 upstream does not compare size(output_dimensions) with the result's rank; the interpreter reports it (tests/dialect/upstream/dynamic_shape_sizes.mlir)
func.func @dynamic_iota_c1_iota_dimension(%s: tensor<2xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C1: expects iota_dimension in [0, 2), but got 2}}
  %0 = stablehlo.dynamic_iota %s, dim = 2 : (tensor<2xi32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_pad_c1_element_type(%x: tensor<2xf32>, %v: tensor<f64>, %p: tensor<1xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{C1: expects operand, padding value and result to have the same element type}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<2xf32>, tensor<f64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_pad_c2_padding_size(%x: tensor<2xf32>, %v: tensor<f32>, %p: tensor<1xi64>, %q: tensor<2xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{C2: expects edge_padding_low, edge_padding_high and interior_padding of 1 elements, but one has 2}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %q, %p : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<2xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_pad_c3_negative_interior(%x: tensor<2xf32>, %v: tensor<f32>, %p: tensor<1xi64>) -> tensor<?xf32> {
  %i = stablehlo.constant dense<-1> : tensor<1xi64>
  // expected-error @+1 {{C3: expects non-negative interior padding, but interior_padding[0] = -1}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %i : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @dynamic_pad_c4_result_shape(%x: tensor<2xf32>, %v: tensor<f32>) -> tensor<4xf32> {
  %p = stablehlo.constant dense<1> : tensor<1xi64>
  // expected-error @+1 {{C4: expects the result shape [5], but got 'tensor<4xf32>'}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @dynamic_pad_c4_result_rank(%x: tensor<2xf32>, %v: tensor<f32>, %p: tensor<1xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{C4: expects the result to have the operand's rank}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_reshape_c1_element_type(%x: tensor<2x3xf32>, %s: tensor<1xi32>) -> tensor<?xi32> {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}

// -----

func.func @dynamic_reshape_c2_size(%x: tensor<2x3xf32>, %s: tensor<1xi32>) -> tensor<5xf32> {
  // expected-error @+1 {{C2: expects the result to have the operand's 6 elements, but it has 5}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @dynamic_reshape_c2_constant_output_shape(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %s = stablehlo.constant dense<[2, 2]> : tensor<2xi32>
  // expected-error @+1 {{C2: expects the result to have the operand's 6 elements, but it has 4}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @dynamic_reshape_c3_quantization_dimension(%x: tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>, %s: tensor<2xi32>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>> {
  // expected-error @+1 {{C3: expects the dimensions before the quantization dimension to have as many elements in the result (3) as in the operand (2)}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>, tensor<2xi32>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  func.return %0 : tensor<3x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
}

// -----

func.func @dynamic_reshape_c3_after_quantization_dimension(%x: tensor<?x3x2x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>, %s: tensor<3xi32>) -> tensor<?x3x4x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>> {
  // expected-error @+1 {{C3: expects the dimensions after the quantization dimension to have as many elements in the result (4) as in the operand (2)}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?x3x2x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>, tensor<3xi32>) -> tensor<?x3x4x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>
  func.return %0 : tensor<?x3x4x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>
}

// -----

func.func @dynamic_slice_c1_element_type(%x: tensor<4xf32>, %i: tensor<i32>) -> tensor<2xf64> {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<4xf32>, tensor<i32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

func.func @dynamic_update_slice_c1_result_type(%x: tensor<4xf32>, %u: tensor<2xf32>, %i: tensor<i32>) -> tensor<4xf64> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same type, but got 'tensor<4xf32>' and 'tensor<4xf64>'}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

func.func @dynamic_update_slice_c2_update_element_type(%x: tensor<4xf32>, %u: tensor<2xf64>, %i: tensor<i32>) -> tensor<4xf32> {
  // expected-error @+1 {{C2: expects the update's element type to be the operand's}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4xf32>, tensor<2xf64>, tensor<i32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @dynamic_update_slice_c4_start_indices_count(%x: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{C4: expects 2 start indices}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

func.func @dynamic_update_slice_c5_start_index_types(%x: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>, %j: tensor<i64>) -> tensor<4x4xf32> {
  // expected-error @+1 {{C5: expects start indices of the same type}}
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i64>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

func.func @reshape_c3_quantization_dimension(%x: tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>> {
  // expected-error @+1 {{C3: expects the dimensions before the quantization dimension to have as many elements in the result (3) as in the operand (2)}}
  %0 = stablehlo.reshape %x : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  func.return %0 : tensor<3x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
}

// -----

func.func @reshape_c3_quantization_dimension_size(%x: tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>) -> tensor<2x1x3x!quant.uniform<i8:f32:1, {1.0}>> {
  // expected-error @+1 {{C3: expects the quantization dimension to have the same size in operand (3) and result (1)}}
  %0 = stablehlo.reshape %x : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>) -> tensor<2x1x3x!quant.uniform<i8:f32:1, {1.0}>>
  func.return %0 : tensor<2x1x3x!quant.uniform<i8:f32:1, {1.0}>>
}

// -----

func.func @reverse_c1_result_type(%x: tensor<2xf32>) -> tensor<2xf64> {
  // expected-error @+1 {{C1: expects operand #0 and result #0 to have the same type, but got 'tensor<2xf32>' and 'tensor<2xf64>'}}
  %0 = "stablehlo.reverse"(%x) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

func.func @slice_c1_element_type(%x: tensor<4xf32>) -> tensor<2xf64> {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.slice %x [0:2] : (tensor<4xf32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

func.func @slice_c2_attribute_sizes(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{C2: expects 1 start indices, limit indices and strides}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @sort_c1_no_inputs() {
  // expected-error @+1 {{C1: expects at least one input}}
  "stablehlo.sort"() ({
  ^bb0:
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : () -> ()
  func.return
}

// -----

func.func @sort_c3_shapes(%x: tensor<2x3xi64>, %y: tensor<3x2xi64>) -> (tensor<2x3xi64>, tensor<3x2xi64>) {
  // expected-error @+1 {{C3: expects inputs and results of the same shape}}
  %0:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>, %c: tensor<i64>, %d: tensor<i64>):
    %p = stablehlo.compare LT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<2x3xi64>, tensor<3x2xi64>) -> (tensor<2x3xi64>, tensor<3x2xi64>)
  func.return %0#0, %0#1 : tensor<2x3xi64>, tensor<3x2xi64>
}

// -----

func.func @transpose_c1_element_type(%x: tensor<2x3xf32>) -> tensor<3x2xf64> {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf64>
  func.return %0 : tensor<3x2xf64>
}

// -----

func.func @transpose_c4_quantization_dimension(%x: tensor<2x3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>> {
  // expected-error @+1 {{C4: expects the operand's quantization dimension to be permutation[quantization_dimension(result)] = 1, but got 0}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>>
  func.return %0 : tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>>
}

// -----

func.func @dynamic_broadcast_repeated_list(%d: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{duplicate key 'known_expanding_dimensions' in dictionary attribute}}
  %0 = stablehlo.dynamic_broadcast_in_dim %d, %s, dims = [1] {known_expanding_dimensions = array<i64: 0>, known_expanding_dimensions = array<i64: 1>} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// The known dimension lists belong to the attribute dictionary, as in
// upstream's syntax; a comma after the dimensions is not part of the form.
func.func @dynamic_broadcast_known_dims_after_comma(%d: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{expected ':'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %d, %s, dims = [1], known_expanding_dimensions = [0] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// ===== broadcast, real_dynamic_slice, torch_index_select (not in the spec) =====
// torch_index_select: as upstream, nothing is checked
// (tests/dialect/upstream/torch_index_select.mlir).

func.func @broadcast_result_shape(%a: tensor<3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{shape: expects the result shape [2, 3], but got 'tensor<2x4xf32>'}}
  %0 = stablehlo.broadcast %a, sizes = [2] : (tensor<3xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

func.func @real_dynamic_slice_index_sizes(%a: tensor<4x4xf32>, %s: tensor<2xi64>, %l: tensor<3xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{expects start, limit and strides of 2 elements}}
  %0 = stablehlo.real_dynamic_slice %a, %s, %l, %s : (tensor<4x4xf32>, tensor<2xi64>, tensor<3xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @broadcast_element_type(%a: tensor<3xf32>) -> tensor<2x3xf64> {
  // expected-error @+1 {{expects the result's element type to be the operand's}}
  %0 = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 2>} : (tensor<3xf32>) -> tensor<2x3xf64>
  func.return %0 : tensor<2x3xf64>
}
