import { describe, expect, it } from 'vitest';
import { studiesFrom } from './studies-from-profile';

const entry = (school: string, degree: string, fromYear: string, toYear: string) => ({
  school,
  degree,
  field: '',
  fromYear,
  toYear,
  description: '',
});

describe('the apply dialog prefilled from the profile', () => {
  it('takes the latest school, its degree level and its end year', () => {
    const education = [entry('Yale University', 'BSc', '2018', '2022'), entry('MIT', 'PhD Physics', '2022', '2027')];
    expect(studiesFrom({ education })).toEqual({ university: 'MIT', degreeLevel: 'Ph.D.', graduationYear: '2027' });
  });

  it('leaves the year empty when it is not one the form takes, and everything when no school is listed', () => {
    expect(studiesFrom({ education: [entry('LSE', 'MSc', '1985', '1986')] })).toEqual({
      university: 'LSE',
      degreeLevel: "Master's",
      graduationYear: '',
    });
    expect(studiesFrom({ education: [entry('', 'BA', '2020', '2024')] })).toEqual({});
    expect(studiesFrom(undefined)).toEqual({});
  });
});
