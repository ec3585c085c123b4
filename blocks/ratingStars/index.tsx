import { RatingStars } from '../shared/RatingStars.tsx';
import type { Props } from './definition.ts';

/** The stars (blocks/shared/RatingStars.tsx, which the help chat's rated answer shows too) as a block. */
export default function RatingStarsBlock({ set, emit, ...props }: Props) {
  return (
    <RatingStars
      {...props}
      emit={(event, payload) => {
        set?.value?.(payload.value);
        emit(event, payload);
      }}
    />
  );
}
