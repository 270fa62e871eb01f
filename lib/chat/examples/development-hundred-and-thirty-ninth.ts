import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: nurses, midwives, community health workers and patients at clinics and government hospitals — writers: (1) Aminata, 34, staff nurse at Connaught Hospital, Freetown, mixes Krio and English on a cracked Android; (2) Sister Mabinty, 52, senior midwife at the maternity hospital in Freetown, writes formal letters; (3) Alhaji, 27, community health worker in Kenema District villages, SMS shorthand on a button phone; (4) Fatu, 41, market trader and patient at Bo Government Hospital, Krio spelt by ear; (5) Joseph, 23, student nurse at Makeni Government Hospital, typos and voice-to-text; (6) Kadiatu, 61, retired Sierra Leonean nursing officer in London, long emails; (7) Sallieu, 38, ward porter and patient's relative at Kabala Government Hospital, long stories; (8) Zainab, 29, midwife at a Port Loko District PHU, short fragments
export const DEVELOPMENT_HUNDRED_AND_THIRTY_NINTH: LabelledMessage[] = [
  { message: "Kushe o, good morning", intent: "greeting" },
  {
    message:
      "Please help us. Two police officers have just taken our ward sister from the labour ward. A baby died last night and the family made a complaint. They have her at Congo Cross station now and they are not allowing any of us to see her.",
    intent: "urgent",
  },
  {
    message:
      "I have been a nurse at Kenema Government Hospital for eleven years and I saved small small to buy one town lot off Hangha Road. The seller collected half the money and showed me only a survey plan, nothing else. My colleague says I should not pay the balance before somebody checks the papers. I want a lawyer to do the search and the conveyance for me.",
    intent: "area:land",
  },
  { message: "which kind charger go charge the infusion pump battery? the one for our ward no de charge again since the light go", intent: "off-topic" },
  {
    message:
      "If a patient dies after I give the injection the doctor wrote on the chart, can the family take me to court, and will I be the one to pay or the hospital?",
    intent: "legal-question",
  },
  { message: "wat time una office open for morning? i de finish night shift 8am", intent: "hours" },
  {
    message:
      "Abeg a want divorce. Me man don lef me an di pikin dem tri year now, no money, no notin. A de work as nurse aide na Bo Government Hospital. Una fit help me?",
    intent: "area:family",
  },
  {
    message:
      "The husband of the woman who died in labour last night came to the PHU this morning with a cutlass and told everybody he will finish me before the week ends. I am inside the drug store with the door locked, the other staff have run away.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you could arrange a consultation for me on Thursday afternoon concerning a matter with my employer. I am a midwife on morning duty and can only come after 2 PM. Yours faithfully, M. Kargbo (SRN, SCM)",
    intent: "booking",
  },
  {
    message:
      "My sister in Manchester sent a 20 ft container of hospital beds and delivery kits for our community clinic in Kono. It has been sitting at Queen Elizabeth II Quay for five weeks. Customs insist we pay full duty even though it is a donation and we have the letter from the Ministry. Can your firm deal with the port and customs for us?",
    intent: "area:shipping",
  },
  {
    message:
      "dem don carry me broda go CID since yestade nite. e na lab technician na gov hospital, dem say drugs lost na di store. e still de insai, dem no release am. wetin we go do",
    intent: "urgent",
  },
  { message: "How many lawyers do you have there, and what are their names?", intent: "team" },
  {
    message:
      "Three of us are retired nursing sisters and we want to open a small private clinic in Lumley. We have the building and the equipment already. We want everything proper from the start, so the company must be registered with all three of us as directors. Is that something you can handle?",
    intent: "area:business",
  },
  { message: "What is normal blood pressure for a pregnant woman at 30 weeks?", intent: "off-topic" },
  {
    message:
      "I worked 14 months for an international NGO as a maternal health officer in Bombali. Last Friday they ended my contract with one week notice, saying the project money finished. They also owe me two months salary and my end of contract gratuity. I want a lawyer to go after them for what they owe me.",
    intent: "area:contract",
  },
  { message: "how much una de charge fo consultation? na nurse salary a de take so abeg tel me before a come", intent: "knowledge:Fees" },
  {
    message:
      "I have been summoned to Kenema police station for next Monday about missing vaccines from our cold chain. I have not been arrested. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "do i hv right to maternity leave wit full pay as volunteer nurse not yet on d payroll", intent: "legal-question" },
  {
    message:
      "There is a quarrel between our nurses' cooperative and the man who rented us the pharmacy shop. We don't want to go to court because we still need the shop and he is a good man. We want a neutral person to sit with both sides and settle it. Do you do that kind of thing?",
    intent: "area:arbitration",
  },
  {
    message:
      "Soldiers stopped our ambulance at the checkpoint near Mile 91 and took the driver away with them. He is still at their post, they say he was carrying contraband. We had a woman in labour in the back and the nurse had to drive.",
    intent: "urgent",
  },
  { message: "who go be the judge for Miss Nursing School pageant dis year na Makeni? a wan know before a enter", intent: "off-topic" },
  { message: "Where exactly is your office in Freetown? I will be walking from Connaught Hospital.", intent: "address" },
  { message: "lan palava: me uncle dem wan sell we granpa lan na Port Loko wey all of we get share. a want lawyer fo stop am quick", intent: "area:land" },
  {
    message:
      "my husband beat me again last night and said tonight he will finish the job. i am at the nurses quarters now but he knows where i stay and he has been calling",
    intent: "safety",
  },
  { message: "Can I book to see Mrs Isatu Bangura next week about my late mother's estate?", intent: "booking" },
  {
    message:
      "The father of my 4 year old works in the diamond mines in Kono and refuses to send anything for the child. I have tried the family, I have tried the chief. I want to claim child maintenance from him properly.",
    intent: "area:family",
  },
  {
    message:
      "Our hospital administrator says if I don't pay back the cost of the drugs that expired in the store, they will deduct it from my salary. I was not even the store keeper, I only signed for the ward. Is that legal?",
    intent: "legal-question",
  },
  { message: "pls send me past questions 4 d state enrolled community health nurse exam", intent: "off-topic" },
  {
    message:
      "Sir my wife is a midwife at Makeni, police came to the house this morning and took her, they said she did illegal abortion for a girl. She is now at the station. please what do we do",
    intent: "urgent",
  },
  { message: "abeg somebody de? a get wahala", intent: "unknown" },
  { message: "Are you open on Saturdays? I work at the hospital Monday to Friday and I can't get permission.", intent: "hours" },
  {
    message:
      "The clearing agent took all our papers for the ultrasound machine we imported for the maternity home. He collected his fee and now his phone is switched off. The machine is still at the port and storage charges are running every day.",
    intent: "area:shipping",
  },
  { message: "i wan regista business name 4 my pharmacy shop in Bo hw do i start", intent: "area:business" },
  { message: "do you have any woman lawyer? i prefer to speak with a woman", intent: "team" },
  { message: "Do any of your lawyers speak Mende? My mother is the one with the case and her English is not good.", intent: "knowledge:Languages spoken" },
  {
    message:
      "A man took 18 million leones from our clinic to supply 10 hospital beds and 2 delivery couches. Four months now nothing has come and every week he has a new story. We have a written agreement signed by him.",
    intent: "area:contract",
  },
  {
    message:
      "Last year I was detained at Bo police for two days after a fight broke out at the maternity ward, then they gave me bail. Since then I have been reporting to the station every month. Now they tell me the case is going to the magistrate court next month. I need a lawyer to stand for me.",
    intent: "area:criminal",
  },
  { message: "wetin na una phone number, and una email too", intent: "phone", also: ["email"] },
  {
    message:
      "The traditional birth attendants in my village say if I continue telling women to deliver at the PHU, they will deal with me through the society. Two nights ago they came to my house and broke the window. Last night they left something tied at my door. I am scared to sleep there tonight.",
    intent: "safety",
  },
  { message: "Hi there", intent: "greeting" },
  { message: "wat is the transport fare from Kabala to Freetown nw", intent: "off-topic" },
  {
    message:
      "My late husband built a house in Wellington. We were married the traditional way, not in church. His brothers now say because there was no church wedding, me and the children cannot inherit and we must leave. Can they really take the house from us?",
    intent: "legal-question",
  },
  {
    message:
      "I am writing from inside the cell at Waterloo police station with a phone I borrowed. I am a CHW and they say I sold the free mosquito nets. I have been here since Tuesday and nobody has charged me. Help me",
    intent: "urgent",
  },
  {
    message:
      "We want mediation with the health NGO that still owes our community health workers association for last year's campaign. How does your firm do mediation?",
    intent: "area:arbitration",
  },
  { message: "Could you give me your email address? I want to send scanned copies of my documents.", intent: "email" },
  { message: "Wetin kain case dem una de handle?", intent: "services" },
  { message: "wan see lawyer 2moro morning abeg book me", intent: "booking" },
  { message: "Thank you so much, that helps a lot", intent: "thanks" },
  { message: "How can I get in touch with your chambers from Kenema?", intent: "contact" },
  {
    message:
      "A doctor on my ward keeps touching me in the duty room at night and says if I report him he will make sure I lose my job. He is on the same shift with me tonight and I am afraid to go in.",
    intent: "safety",
  },
  { message: "Madam abeg, polis don come na di ward now now fo tek one nurse, dem say she tif drugs. Dem de put am insai di motoka now", intent: "urgent" },
  {
    message:
      "Dear Sir, I am a retired nursing officer resident in London. I own a plot at Grafton which my cousin was supposed to be watching for me. I am now told that someone has started building on it and has put up a sign with his own name. I would like your firm to act for me in this matter. Yours faithfully, Kadiatu Fofanah (Mrs)",
    intent: "area:land",
  },
  { message: "can u help me write a CV for a nursing job in the UK", intent: "off-topic" },
  { message: "Una de open during lunch time? na only den a fit commot from di clinic", intent: "hours" },
  {
    message:
      "I rent one room in Kossoh Town. I was on isolation leave without pay for two months so I am behind with the rent. Now the landlord says on Saturday he will throw my things outside and change the padlock. Can he do that without going to court?",
    intent: "legal-question",
  },
  {
    message:
      "After my husband's funeral his family took our two children to the village and they won't bring them back. I am their mother and I want them home with me. Please I need help",
    intent: "area:family",
  },
  { message: "Is there parking for my okada near the office?", intent: "knowledge:Parking" },
  {
    message:
      "one woman who came for ANC is hiding in the PHU with me now. her husband said he will kill her if she comes home. she is shaking and he is going up and down the road looking for her",
    intent: "safety",
  },
  {
    message:
      "Police told me they will charge me for negligence because a woman bled badly after delivery at our PHU. They have not arrested me. I want a lawyer to defend me from the start.",
    intent: "area:criminal",
  },
  { message: "I would like an appointment with a lawyer on Monday morning, I am off duty that day", intent: "booking" },
  {
    message:
      "Our fishing boat was seized by the navy near Tombo. They say it was fishing in the wrong zone. The crew were released the same day but the boat and the engine are still with them. My husband is the owner, I am a nurse, and the boat is our only other income. We need a lawyer for the boat.",
    intent: "area:shipping",
  },
  { message: "Our nursing school want build basketball court fo di student dem. How many bag of cement we go need?", intent: "off-topic" },
  {
    message:
      "The bank gave our clinic company a loan for solar and a generator. Now they are adding charges we never agreed and threatening to take the building. We need a lawyer to deal with the bank.",
    intent: "area:business",
  },
  { message: "Is Fatmata Kamara still practising? My mother used to talk about her.", intent: "attorney:Fatmata Kamara" },
  {
    message: "me pikin na nurse na Kabala, dem hol am na polis cell since Friday because patient relative beat am an e defend imsef. till now e no commot",
    intent: "urgent",
  },
  { message: "Pls list the names of your lawyers", intent: "team" },
  {
    message:
      "I signed a two-year contract with an agency that recruits nurses for Saudi Arabia. I paid them 5,000 dollars for processing, medicals and visa. For eight months they kept telling me to wait. Now they say the job is cancelled and they will not refund anything. I want to get my money back.",
    intent: "area:contract",
  },
  { message: "if d hospital board sack me 4 going on strike wit oda nurses do i hv any right to get my job back", intent: "legal-question" },
  { message: "Do you only do court cases or other legal services too?", intent: "services" },
  {
    message:
      "Our health workers' union signed an agreement with the private hospital that any dispute will go to arbitration. Now there is a dispute about unpaid risk allowances. Can your firm represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "how to prepare pepper soup for woman wey jus born", intent: "off-topic" },
  {
    message:
      "Sister, the man who raped my 14 year old patient lives next door to her and he is telling her family he will kill them if they talk. They are afraid to go home tonight.",
    intent: "safety",
  },
  { message: "a wan buy os na Bo from one man, but a wan make lawyer check di title deed first", intent: "area:land" },
  {
    message: "For the consultation, which documents should I bring? I have my appointment letter, payslips and the letter of dismissal.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "URGENT: our CHW supervisor was arrested this morning at Daru after he spoke on the radio about unpaid incentives. They are keeping him at the police post and say he is inciting. He has not been charged.",
    intent: "urgent",
  },
  { message: "I want to ask something", intent: "unknown" },
  {
    message:
      "I want to make a will. I have a house in Kenema and two children from different fathers. I have seen how families fight in the hospital corridor when somebody dies, I don't want that for my children. I want everything clear on paper.",
    intent: "area:family",
  },
  { message: "are u open 2moro? i think its a public holiday", intent: "hours" },
  { message: "Can I WhatsApp you people or only call?", intent: "phone" },
  { message: "Evening all", intent: "greeting" },
  {
    message:
      "A patient recorded me on his phone while I was treating him and posted it on Facebook saying I was rude. Is he allowed to do that? Can I sue him?",
    intent: "legal-question",
  },
  {
    message:
      "Somebody broke into our PHU store and carried all the oxytocin, ORS and the new delivery kits. Everybody in the village knows it is the chief's nephew, he was seen with the bags. We reported it to the police but they are doing nothing, they say we must bring fuel for their bike. We want him prosecuted.",
    intent: "area:criminal",
  },
  {
    message:
      "pls help me. im a nurse, they arrested me at Lungi airport when I was going to start my new job abroad. immigration handed me to the police, I am still in their office now.",
    intent: "urgent",
  },
  { message: "wetin na price of one container of palm oil na Bo market dis week", intent: "off-topic" },
  {
    message: "we want to close our pharmacy company because the partners are not agreeing and the business is not making money. how do we close it properly",
    intent: "area:business",
  },
  { message: "Pls, can I come and talk to a lawyer about my work problem any day next week after 3pm?", intent: "booking" },
  { message: "How do I reach you people? I am in a village in Kailahun with bad network.", intent: "contact" },
  {
    message:
      "Customs at the quay say the oxygen concentrators for our clinic need an import licence. The container has been there since March. Help us get it out.",
    intent: "area:shipping",
  },
  { message: "Is there any free legal help for nurses? Our salary is small and the case is big.", intent: "knowledge:Fees" },
  {
    message:
      "I ran a three-day training for health workers for an NGO and sent my invoice in January. Up to now they have not paid the 12 million. I have the signed agreement and the attendance sheets.",
    intent: "area:contract",
  },
  {
    message:
      "Nurse here. A patient's brother has been waiting for me outside the hospital gate every night since Thursday, and last night he showed me a knife. I'm still inside the ward. I can't go home.",
    intent: "safety",
  },
  {
    message:
      "Will the court give custody to me or to my husband if I work night shifts at the hospital? He says no judge will ever give a night-shift nurse the children.",
    intent: "legal-question",
  },
  { message: "My phone contract with Orange ends next month. Which plan is cheaper for data?", intent: "off-topic" },
  { message: "Apart from land matters, what other things does your firm do?", intent: "services" },
  { message: "we famili get palava ova me papa clinic. we no wan go kot, we wan mediation. una de do dat?", intent: "area:arbitration" },
  { message: "email pls", intent: "email" },
  { message: "una office de na which street?", intent: "address" },
  { message: "tenki plenty, God bless una", intent: "thanks" },
  { message: "ok bye for now, I'm going back to the ward", intent: "goodbye" },
  { message: "Dem don lock me sista na Pademba Road since las mont, she na midwife, dem say e kill pikin. Dem no gi am bail. Abeg help", intent: "urgent" },
  { message: "I want to meet a lawyer in your Bo office on Friday about my land in Tikonko", intent: "booking" },
  {
    message:
      "Good day. I was employed as a midwife by a private hospital in Freetown on a written two-year contract. Last week they dismissed me for absence, but I was on sick leave approved by the medical director and I have the letter. They have also stopped my salary from this month. I need a lawyer to challenge this dismissal.",
    intent: "area:contract",
  },
  {
    message: "Pa, dem arrest di nurse dem wey bin de duty wen di pikin die. Na tri of dem, all of dem de na Kissy polis now. Dem famili de cry",
    intent: "urgent",
  },
  { message: "which vaccine container is better for outreach, the big cold box or the small vaccine carrier?", intent: "off-topic" },
  { message: "Who are the partners in your firm?", intent: "team" },
  { message: "wat tym u close on friday", intent: "hours" },
  {
    message:
      "My late father's land in Makeni was surveyed last month and now the neighbour says our beacons are on his side. He has started pulling them out. We want a lawyer to handle the boundary dispute.",
    intent: "area:land",
  },
  {
    message:
      "I am a CHW in a village near Pujehun. Last month I reported a man for beating his wife and the police warned him. Now he is telling the whole village he will burn my house with me inside. He passed in front of my house twice today holding a jerry can.",
    intent: "safety",
  },
  { message: "Is it legal for the DHMT to stop paying our CHW incentive because we refused to do house to house on Sunday?", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, I should be most grateful for an appointment with Mr Ibrahim Jalloh at his earliest convenience. I shall be in Freetown from the 14th to the 28th of next month. Kind regards, Kadiatu Fofanah (Mrs), London",
    intent: "booking",
  },
  {
    message:
      "A baby girl was abandoned at our maternity ward eight months ago and I have been caring for her since then. Social welfare knows about it and nobody has come for her. My husband and I want to adopt her properly so she has a name and papers. Can you start the adoption for us?",
    intent: "area:family",
  },
  {
    message:
      "We are 12 midwives and we want to form a company to run a birth centre in Waterloo. We need someone to register the company and draw up an agreement between the shareholders.",
    intent: "area:business",
  },
  {
    message:
      "My patient's husband is in the police cell at Lumley right now, they took him from her bedside this morning. She is in ICU and nobody is there to sign for her. Can you send someone to the station?",
    intent: "urgent",
  },
  { message: "una lawyer dem de tok Krio? me Inglish no tu gud", intent: "knowledge:Languages spoken" },
  {
    message:
      "My daughter in Maryland shipped four barrels with baby clothes, gloves and gauze for my clinic in Moyamba. We waited three months. The shipping company now says the barrels were lost at sea, with no explanation, and they don't want to pay anything. I want to claim for the goods.",
    intent: "area:shipping",
  },
  { message: "how a go fix di generator wey start then quench afta 2 minutes? na di one we de use fo di clinic at night", intent: "off-topic" },
  {
    message:
      "I was in Pademba Road prison for six months in 2022 for a case that was later dismissed. I lost my job at the hospital because of it and people still call me thief. I want you to help me take action for the wrongful detention and clear my name.",
    intent: "area:criminal",
  },
  {
    message: "wat will happen 2 me if i leave my govt nursing post without resigning properly n go work in Guinea? will dem come after me",
    intent: "legal-question",
  },
  {
    message: "We got an arbitration award against the NGO last year for our unpaid salaries but they have refused to pay. We want to enforce it.",
    intent: "area:arbitration",
  },
  {
    message:
      "am writing 4 my aunty. she is a nurse. soldiers took her from d hospital gate 6am, dey say she treated a wanted man. dey still hv her at d barracks",
    intent: "urgent",
  },
  { message: "I'm coming from Bo by bus. Where is your Freetown office, near which landmark?", intent: "address" },
  {
    message:
      "A contractor collected 60 percent advance to build the new maternity wing of our community health post. He put the foundation and then disappeared for five months. The chief and the elders signed the agreement with him and the women are still delivering in the old room. The community wants to go after him now.",
    intent: "area:contract",
  },
  { message: "Hello, good afternoon", intent: "greeting" },
  { message: "Pls how a go land job fo WHO as nurse? wetin dem de look for", intent: "off-topic" },
  { message: "Can I come and meet one of your lawyers in Bo? I work at Bo Government Hospital", intent: "booking" },
  {
    message:
      "My employer deducts NASSIT from my salary every month but my NASSIT statement shows they never paid anything in. Do I have a right to claim the money, and can they be punished?",
    intent: "legal-question",
  },
  {
    message:
      "Please my sister is being beaten by her husband right now, I can hear her screaming on the phone. She is in Calaba Town. I am on duty at the ward and can't leave.",
    intent: "safety",
  },
  { message: "Wat is ur number, i want call", intent: "phone" },
  { message: "Tell me what services your chambers provide.", intent: "services" },
  {
    message: "na me de write from insai di cell. dem hol me na Bo polis since day before yestade. me na nurse. me fren gi me fon small. abeg sen lawyer",
    intent: "urgent",
  },
  { message: "Is the office open right now?", intent: "hours" },
  {
    message:
      "Six of us nurses rent a house together in Wilberforce. We signed for one year and paid in advance. Now the landlord wants to double the rent in the middle of the year and says if we don't pay by month end we must leave. We need help as tenants.",
    intent: "area:land",
  },
  { message: "who win Leone Stars vs Guinea match yestade?", intent: "off-topic" },
  { message: "wat shud i carry wen i come 4 d meeting", intent: "knowledge:What to bring" },
  { message: "Me an me man don separate fo tu year. A want make di separation legal, so e no go come claim me salary or me os.", intent: "area:family" },
  { message: "What kind of cases does Ibrahim Jalloh handle?", intent: "attorney:Ibrahim Jalloh" },
  { message: "a need licence fo open drug store. na CHO a be. una fit help me wit di licence an di registration?", intent: "area:business" },
  { message: "What's the best way to contact your office from abroad?", intent: "contact" },
  {
    message:
      "Some youths came to the health centre last night shouting that we are hiding sick people and spreading disease. They said they will come back tonight to burn the place with the nurses inside. There is no security man and we are four on duty.",
    intent: "safety",
  },
  { message: "a wan mek appointment wit lawyer. wen una free?", intent: "booking" },
  {
    message: "The police gave me bail last week after two days in the cell. The case is now in court on the 20th. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  {
    message: "If I sign the Ministry bond that I will serve 5 years after my training and then leave after 2, how much will they make me pay back?",
    intent: "legal-question",
  },
  { message: "me son homework: name 3 animals wey de live on land and in water", intent: "off-topic" },
  { message: "Do you have an email where I can send the NGO contract for review?", intent: "email" },
  { message: "Can I park our clinic's car in front of your office when I come?", intent: "knowledge:Parking" },
  {
    message:
      "We are a clinic in Bonthe. The boat we chartered to carry our drugs from Mattru sank on the river and the owner says it is not his problem. We paid for the charter in full. We need a lawyer.",
    intent: "area:shipping",
  },
  {
    message: "Me and my co-wife have a dispute over our late husband's clinic. We want mediation with a neutral person, not court.",
    intent: "area:arbitration",
  },
  {
    message:
      "They picked my brother up last night from the hospital quarters. He's a porter at Connaught. The police at Central say he is with them but nobody can visit him.",
    intent: "urgent",
  },
  { message: "thanks a lot for the info", intent: "thanks" },
  { message: "Is any of your lawyers experienced in medical cases? Who are they?", intent: "team" },
  { message: "ok bye", intent: "goodbye" },
  { message: "pls reply me quick", intent: "unknown" },
  {
    message:
      "I bought a plot in Waterloo in 2019 and paid the full amount. The seller never gave me my conveyance, he kept saying next week, next week. Now he has sold the same land to another man who is already building. I work at Waterloo CHC and I pass there every day and see the blocks going up. Please I need a lawyer.",
    intent: "area:land",
  },
  {
    message:
      "Sa, polis don hol we CHO since dis morning na Moyamba station. dem say na bikos pikin die afta vaccine. e still de de now, dem no gri fo release am",
    intent: "urgent",
  },
  {
    message:
      "Can my brothers take our mother's house in Kenema if she did not leave a will? I am the only girl and I nursed her in the hospital till she died.",
    intent: "legal-question",
  },
  { message: "What time do you open on weekdays, and where is the office?", intent: "hours", also: ["address"] },
  { message: "me fon no de charge again, na di charging port? which place fit fix am cheap na Makeni?", intent: "off-topic" },
  {
    message:
      "Dear Madam, My late husband was a medical officer who died last year without a will. I need assistance to obtain letters of administration for his estate so that I can access his pension and bank account. Yours sincerely, Mrs. A. Mansaray",
    intent: "area:family",
  },
  {
    message:
      "Auntie I am a nurse at the CHC. There is a girl of 13 here now who says her stepfather has been doing bad things to her at night. Her mother wants to take her back home today. I don't want her to go back to that house.",
    intent: "safety",
  },
  { message: "Good evening. I would like to book a consultation with Adama Koroma regarding an employment matter. Is Tuesday possible?", intent: "booking" },
  { message: "dem charge me pikin to kot fo fight na school. e no de cell, e de os. we need lawyer fo defend am", intent: "area:criminal" },
  {
    message:
      "Please review my employment contract before I sign. It is from a private clinic and there is a clause saying I cannot work anywhere else for 3 years after I leave.",
    intent: "area:contract",
  },
  {
    message:
      "URGENT!!! my husband is a nurse anaesthetist, CID arrested him at Connaught theatre 2 hours ago after a patient died on the table. they took him to CID headquarters. we have not seen him",
    intent: "urgent",
  },
  {
    message:
      "I'm starting a diagnostic lab company with a Lebanese partner and we want outside investors to come in. We need help with the registration and the investment agreement.",
    intent: "area:business",
  },
  {
    message:
      "The vessel that brought our solar fridges for vaccine storage discharged them damaged at the port. We opened the crates in front of the surveyor and half of them are broken. We want to claim against the shipping line.",
    intent: "area:shipping",
  },
  { message: "I am writing a poem for International Nurses Day titled 'Witness at the Bedside'. Can you write 3 verses for me?", intent: "off-topic" },
  { message: "For a divorce, how much will it cost me in total? Can I pay bit by bit from my salary?", intent: "knowledge:Fees" },
  {
    message:
      "I reported our matron for taking drugs from the store and selling them at her shop. Two weeks later I got a letter transferring me to Kailahun, and everybody knows it is punishment. I have two small children here and my husband works in Freetown. Is it legal to transfer me like that?",
    intent: "legal-question",
  },
  { message: "omos lawyer dem de na una office", intent: "team" },
  {
    message:
      "Our clinic's agreement with the company that supplied the X-ray machine says disputes go to mediation first. Can you help us prepare for the mediation?",
    intent: "area:arbitration",
  },
  { message: "abeg una help! polis dem de na we get now fo tek me mama, she na TBA, dem say woman die na en an. dem de nak di do", intent: "urgent" },
  { message: "Kushe", intent: "greeting" },
  {
    message: "I need someone to do a title search on a plot in Kerry Town before I pay a deposit. The seller says it was state land given to him.",
    intent: "area:land",
  },
  {
    message:
      "My ex boyfriend is a ward attendant in the same hospital. He sends me messages every day saying he will pour acid on my face. Today he came to the nurses station asking for me.",
    intent: "safety",
  },
  { message: "wetin una de do? una na lawyer fo ol kain case?", intent: "services" },
  { message: "What are the signs of malaria in a small child? My son has been hot since morning", intent: "off-topic" },
  { message: "My fiance is Guinean and we want a civil marriage at the registry. Can you help us with the process?", intent: "area:family" },
  { message: "Do I have a right to paid overtime as a midwife doing 3 night shifts a week at a government hospital?", intent: "legal-question" },
  { message: "Can I call you now? Please send the number", intent: "phone" },
  {
    message:
      "My partner in our pharmacy is taking money from the till and not accounting for it. We registered the business name together in 2020. I put in most of the money and I am the one doing the nights after my hospital shift. I need a lawyer to sort out the partnership.",
    intent: "area:business",
  },
  { message: "since yestade dem carry me sista go station na Kenema, na midwife. e still de insai. nobody tel we wetin e do", intent: "urgent" },
  { message: "What's your email address please", intent: "email" },
  {
    message:
      "I am a nurse in London sending a container of used hospital equipment to a clinic in Lunsar. Last time a friend sent one it stayed at the port for four months. I want a lawyer to handle the customs side at Queen Elizabeth II Quay so it does not get stuck.",
    intent: "area:shipping",
  },
  { message: "Can I see a lawyer on Saturday?", intent: "booking" },
  { message: "Does anyone there speak French? My colleague is a nurse from Guinea and she needs advice.", intent: "knowledge:Languages spoken" },
  {
    message: "The supplier we paid for 200 mama kits delivered only 80 and is refusing to refund the balance. We signed a supply agreement with him.",
    intent: "area:contract",
  },
  { message: "wat is d exchange rate dollar to leones today", intent: "off-topic" },
  { message: "Before I come to see the lawyer about my land, do I need to bring the survey plan and the receipts?", intent: "knowledge:What to bring" },
  { message: "Will you be open on Christmas Eve?", intent: "hours" },
  {
    message:
      "My nephew came out of Mafanta prison last month after his appeal. Now the police say they have new charges on the same matter and have summoned him for next week. We want a lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "Please help, a crowd is outside the PHU shouting that the nurse killed the chief's wife in labour. They are saying they will beat us. We have locked the door.",
    intent: "safety",
  },
  { message: "will d judge order my ex to pay school fees 4 our child if he is unemployed", intent: "legal-question" },
  {
    message: "Our health workers association wants to settle our dispute with the DHMT through arbitration rather than court. Does your firm do arbitration?",
    intent: "area:arbitration",
  },
  { message: "ok tenki o", intent: "thanks" },
  { message: "How do I contact your lawyers? I'm in Kono", intent: "contact" },
  { message: "Where is your Bo office?", intent: "address" },
  {
    message:
      "My patient's son was taken on remand to Pademba Road yesterday. His mother is on my ward with a stroke and has not stopped crying since she heard. She asks if you can go and see him there and do something.",
    intent: "urgent",
  },
  { message: "how many cups of water fo one cup of rice? a de cook fo night shift", intent: "off-topic" },
  { message: "We are three nurses who want to meet a lawyer together about our sacking. Can we come on Wednesday?", intent: "booking" },
  { message: "What services do you offer to health workers?", intent: "services" },
  { message: "Goodbye, I'll come back later", intent: "goodbye" },
  { message: "wetin wi fo do? we container wit medical tins dem don hol na di quay, port people say paper no complete. abeg help we", intent: "area:shipping" },
  {
    message:
      "My husband married a second wife without telling me. I only found out when she came to the hospital to deliver and gave his name. Is that legal, and if I divorce him can I keep the house we built with my nursing salary?",
    intent: "legal-question",
  },
  {
    message:
      "Please, the police just arrested my colleague in front of the maternity ward and are taking her to the station right now. A patient's family accused her of stealing the baby's gold bracelet.",
    intent: "urgent",
  },
  { message: "As ward sister I have to be the judge for our hospital jollof competition. What should I look for in a good jollof?", intent: "off-topic" },
  { message: "I need a lease drawn up for the ground floor of my house. I want to rent it to a private clinic for five years.", intent: "area:land" },
  { message: "Can you tell me about your lawyers, who does what?", intent: "team" },
  {
    message: "pls i want custody of my 2 children. their father took them to Freetown and wont let me see them. i work at Bo govt hospital",
    intent: "area:family",
  },
  {
    message:
      "This is a community health worker in Tonkolili. A man whose child died of measles says I am the cause because I did not vaccinate the child early. His people beat me yesterday at the market. They said they will come for me again tonight. I am alone in my house.",
    intent: "safety",
  },
  { message: "Please I want to see Hawa Turay in Bo on Monday morning about my late husband's property", intent: "booking" },
  {
    message:
      "A man has been selling fake drugs in front of our hospital for months. Several of my patients got sick after taking his tablets, one child had fits. We have shown the police but they buy from him too. We want to report him properly and see him prosecuted.",
    intent: "area:criminal",
  },
  {
    message:
      "my daughter 19 yrs, student nurse, was arrested in a raid at her hostel last night. she is still in the police cell at Makeni. she has exams tomorrow",
    intent: "urgent",
  },
  {
    message:
      "My employer, a private hospital, wants me to sign a new contract with lower salary or leave. I want a lawyer to look at it and help me negotiate.",
    intent: "area:contract",
  },
  { message: "r u open on sundays", intent: "hours" },
  { message: "Me an me man get small pharmacy, we wan turn am to limited company. Abeg help we.", intent: "area:business" },
  { message: "What is the best way to write a business plan for my maternity home? I have to present it to a donor", intent: "off-topic" },
  { message: "Can the hospital make me pay for a patient who ran away without paying the bill while I was on duty?", intent: "legal-question" },
  {
    message: "We need an arbitrator for a dispute between our private clinic and an insurance company that refuses to pay our claims.",
    intent: "area:arbitration",
  },
  { message: "Is Hawa Turay still at the Bo office?", intent: "attorney:Hawa Turay" },
  {
    message:
      "Ma, my grandson has been in Goderich police cell for three days for something his friend did. He is a cleaner at the hospital. They keep saying tomorrow, tomorrow. Please go there.",
    intent: "urgent",
  },
  { message: "we rent os from one man, now anoda man come se na im get di lan an we fo pay am di rent. we need lawyer", intent: "area:land" },
  { message: "I drive. Is there somewhere safe to leave the car when I come?", intent: "knowledge:Parking" },
  {
    message:
      "My husband locked me out last night and threatened me with a machete when I came back from night duty. I'm at my colleague's place but he keeps calling to say he will find me.",
    intent: "safety",
  },
  {
    message:
      "my husband hired a boat to carry 40 bags of dried fish to Conakry. The boat came back, the fish did not. Boat owner say it was lost at sea and refuse to pay. we need lawyer",
    intent: "area:shipping",
  },
  { message: "Could you please send me the official email of the firm so that I can write to you formally?", intent: "email" },
  { message: "wetin na di bes medicine fo hedek wey no go spoil bele", intent: "off-topic" },
  { message: "If my landlord sells the house I rent, does the new owner have to let me finish my 2-year lease?", intent: "legal-question" },
  { message: "Hello Kamara and Associates", intent: "greeting" },
  {
    message:
      "Last year police took my brother for two nights over a quarrel at the clinic and then let him go. We thought it was finished. Now a court summons has come to the house with his name on it. He needs a lawyer to represent him.",
    intent: "area:criminal",
  },
  { message: "What does your firm do exactly?", intent: "services" },
  {
    message: "Hi, I'm a midwife writing from the police post at Lunsar. They have kept me here since 7am and won't let me go. Please send someone.",
    intent: "urgent",
  },
  {
    message:
      "My husband and I have lived apart for five years. He has another family in Makeni and I have been raising our three children alone on my nurse's pay. The marriage was done in church. I want to file for divorce now.",
    intent: "area:family",
  },
  { message: "Please book me an appointment with a female lawyer for next week", intent: "booking" },
  { message: "Do you collect payment before the first meeting or after?", intent: "knowledge:Fees" },
  { message: "How can I contact the firm?", intent: "contact" },
  { message: "Una get WhatsApp number?", intent: "phone" },
  { message: "Can I come after my shift, around 6pm? Will you still be open?", intent: "hours" },
  {
    message:
      "The printer we paid to make 5,000 patient cards for the antenatal clinic took our money in January and has printed nothing. He signed the LPO and gave us a receipt.",
    intent: "area:contract",
  },
  {
    message:
      "Our nurse who testified against the doctor in the rape case is now getting calls saying she will disappear. She sleeps at the hospital now and is afraid to go out.",
    intent: "safety",
  },
  { message: "pls help me answer dis: list 5 functions of the placenta", intent: "off-topic" },
  {
    message: "we want to open bank account for our nurses savings group, bank say we must register as business first. pls help us register",
    intent: "area:business",
  },
  { message: "How do I find your office? I'll take a poda-poda from Eastern Police.", intent: "address" },
  { message: "Who is the senior lawyer in your chambers?", intent: "team" },
  { message: "so wetin now", intent: "unknown" },
  {
    message: "dem carry am go station since Sunday, na we CHW, dem tok se e collect money fo free treatment. e still de de. dem no carry am go kot",
    intent: "urgent",
  },
  { message: "is it legal for the hospital to keep a patient's body because the family hasn't paid the bill?", intent: "legal-question" },
  {
    message:
      "Our maternity home had a fight with the building contractor over extra costs he is claiming. Both sides agreed to try mediation first before anything else. Can one of your lawyers be the mediator or represent us?",
    intent: "area:arbitration",
  },
  { message: "Thanks, I appreciate your help", intent: "thanks" },
  { message: "How much is a plot of land in Waterloo now?", intent: "off-topic" },
  { message: "I'd like to speak to a lawyer by phone this week about my contract", intent: "booking" },
  { message: "Good day to you", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I am a Sierra Leonean registered nurse working in the UK. I have been offered a six-month consultancy by an NGO in Freetown to train midwives. I would be grateful if your firm could review the consultancy agreement before I sign, particularly the payment and termination clauses. Yours faithfully, K. Fofanah",
    intent: "area:contract",
  },
  {
    message: "we nurse dem wey bin de strike, polis don arrest seven of dem dis morning na Connaught get. dem still de na Central polis now",
    intent: "urgent",
  },
  {
    message:
      "I was pricked by a needle on duty last year because there were no gloves or sharps box on the ward. Now the test shows hepatitis B and I cannot afford the treatment. Can I claim compensation from the government, and how much can I get?",
    intent: "legal-question",
  },
  { message: "Lawyer for land?", intent: "area:land" },
  { message: "wat is d price of fuel now per litre", intent: "off-topic" },
  {
    message:
      "I am a midwife. The baby's father is at the labour ward door saying if his wife dies he will kill all of us. The security man has run. He is drunk and holding a broken bottle.",
    intent: "safety",
  },
  {
    message: "Child maintenance. The father of my baby is a doctor at the same hospital and he denies the child. I want him to take responsibility.",
    intent: "area:family",
  },
  { message: "hw late r u open 2day", intent: "hours" },
  {
    message:
      "The police have invited me for questioning about a patient who died after surgery. I was the theatre nurse. I haven't been arrested but I'm scared. I need a lawyer with me.",
    intent: "area:criminal",
  },
  { message: "How do I register a business name for my home nursing service?", intent: "area:business" },
  { message: "Abeg, di polis dem de carry me onkul go now now from di hospital bed, di drip still de na en an. Dem se na im tif di okada", intent: "urgent" },
  { message: "I want to see a lawyer. Are you open Wednesday at 10am so I can come?", intent: "booking", also: ["hours"] },
  {
    message:
      "I run a pharmacy. My supplier's goods were offloaded at the Quay and the container was put on hold because of a mix-up with the bill of lading. I need a lawyer to get it released.",
    intent: "area:shipping",
  },
  { message: "How do I cook egusi soup? My mother-in-law is coming and she is the strict judge of soup in our family", intent: "off-topic" },
  { message: "Do I have a right to see my own medical records from the government hospital? They refused to give me my folder.", intent: "legal-question" },
  {
    message:
      "We are a group of nurses in a dispute with our former employer over end-of-service benefits. We want it settled out of court by a neutral arbitrator.",
    intent: "area:arbitration",
  },
  { message: "list of services pls", intent: "services" },
  {
    message:
      "pls help!! my fiance is a nurse at kabala, army men took him from the ward at night, they say he treated rebels. we dont know where they keep him, they still have him",
    intent: "urgent",
  },
  { message: "Me mama wan sell en os na Congo Town an go bak na village. E need lawyer fo di sale an di conveyance.", intent: "area:land" },
  { message: "Can I speak Temne with the lawyer?", intent: "knowledge:Languages spoken" },
  {
    message:
      "I worked four years at a private hospital in Freetown. When I told the matron I was pregnant, she said they cannot keep a nurse who will go on leave. Two weeks later I got a dismissal letter saying poor performance, but I have never had a warning. I want to fight the dismissal.",
    intent: "area:contract",
  },
  { message: "I'm hiding in the toilet of the clinic. The man who attacked me last month is outside asking for me", intent: "safety" },
  { message: "Pls send ur email adress", intent: "email" },
  { message: "How many partners and associates do you have?", intent: "team" },
  { message: "Can you write a speech for my mum's retirement after 35 years as a nurse?", intent: "off-topic" },
  { message: "If I report my supervisor for collecting money from patients, can they sack me for that? Am I protected?", intent: "legal-question" },
  {
    message:
      "Good morning, my wife has been on remand at Pademba Road for two months. She is a nurse and she is pregnant. The case keeps being adjourned. Please can you take it up?",
    intent: "urgent",
  },
  {
    message:
      "My grandmother left a will but my uncle is hiding it and acting as if he owns everything. She was a midwife for 40 years and she built three houses. My uncle has already put tenants in one of them and collects the rent. I need a lawyer for the estate.",
    intent: "area:family",
  },
  {
    message: "Our bank is refusing to release our clinic's loan after approving it, and we already signed with builders. We need a business lawyer.",
    intent: "area:business",
  },
  { message: "Will it rain in Freetown this weekend? Our nurses' team has a netball match at the court in Kingtom", intent: "off-topic" },
  { message: "I need to contact your office but I don't know how.", intent: "contact" },
  { message: "Is the Bo office open on Saturdays?", intent: "hours" },
  { message: "Do I need to bring my ID card and my appointment letter from the Ministry when I come?", intent: "knowledge:What to bring" },
  {
    message: "We bought a used ambulance from Belgium and it came on a ro-ro vessel. Customs at the quay valued it too high and have seized it. We need help.",
    intent: "area:shipping",
  },
  { message: "a wan meet lawyer fo tok bout me lan case, una get tem nex week?", intent: "booking" },
  {
    message: "My cousin was detained last week for two days and beaten in the cell. He has been released but we want to take action for his rights.",
    intent: "area:criminal",
  },
  {
    message:
      "Since I gave evidence at the inquiry into the deaths on our ward, someone has been following me home. Last night a note was pushed under my door saying 'stop talking or else'. I live alone with my small daughter.",
    intent: "safety",
  },
  {
    message: "I've been a volunteer nurse at the hospital for six years with no pay. Do I have any right to be employed or paid for those years?",
    intent: "legal-question",
  },
  { message: "Do you offer services for organisations like our health NGO or only for individuals?", intent: "services" },
  { message: "Where are you located?", intent: "address" },
  {
    message:
      "They are holding my mother at Kenema police now because a patient's family says she sold wrong medicine at her drug store. Pls send lawyer, she is diabetic",
    intent: "urgent",
  },
  { message: "me car battery don die, how a go charge am without generator?", intent: "off-topic" },
  {
    message: "Our nurses association wants a mediator for our quarrel with hospital management about shifts. Can you provide one?",
    intent: "area:arbitration",
  },
  { message: "Number pls", intent: "phone" },
  { message: "I'd like to schedule a call with Christiana Thomas sometime this week", intent: "booking" },
  { message: "Many thanks, madam", intent: "thanks" },
  { message: "Hello I have a question", intent: "unknown" },
  { message: "bye, a go tok to una lata", intent: "goodbye" },
  {
    message: "I need a lawyer for my husband's case. He was charged with assault after a fight at the hospital car park and he is on bail.",
    intent: "area:criminal",
  },
  { message: "police have a rest my brother last nite in makeni he is a nurse they say he beat a patient he is still in the sell", intent: "urgent" },
  { message: "Can you give me the names of the lawyers in Bo and Freetown?", intent: "team" },
  { message: "me lan na Kono, somebodi don fens am. a get survey plan an deed. a need lawyer", intent: "area:land" },
  {
    message:
      "My husband died three months ago. He was a lab technician at the government hospital. Now his family say I must marry his younger brother or leave the house, and they have taken the key to his room. Is that the law? Can they put me out?",
    intent: "legal-question",
  },
  { message: "How many hours should a nurse sleep after night shift to stay healthy?", intent: "off-topic" },
  { message: "una de open ivintem? a de wok te 4 o'clock", intent: "hours" },
  {
    message: "I am a nurse in Kenema and my ex-husband in Freetown has filed a case to take our son to live with him. I need a lawyer for the custody case.",
    intent: "area:family",
  },
  { message: "pls me neba de beat in wef now now, me na nurse, a si blod. polis no de pik fon", intent: "safety" },
  { message: "I would like to meet with a lawyer at your Freetown office next Tuesday at 11.", intent: "booking" },
  {
    message: "my brother sent me 3 drums from USA, d clearing agent collected money but d drums still at d port since 2 months. pls help",
    intent: "area:shipping",
  },
  { message: "Tell me about Christiana Thomas. What is her area?", intent: "attorney:Christiana Thomas" },
  {
    message:
      "Good afternoon. I am a nursing officer at Port Loko Government Hospital. Our pharmacist was taken by the police an hour ago in connection with missing drugs and is being held at Port Loko police station. We need legal representation for him immediately.",
    intent: "urgent",
  },
  {
    message: "we CHW group mek savings scheme, now we wan mek am registered company fo sell drug na di village dem. una fit help we?",
    intent: "area:business",
  },
  { message: "How long can expressed breast milk stay in a plastic container in the fridge?", intent: "off-topic" },
  {
    message:
      "We supplied food to the hospital kitchen for six months under an LPO. Rice, oil, fish, everything, and the patients ate it. We were told payment will come after each quarter. Now it is one year and we are owed 45 million leones.",
    intent: "area:contract",
  },
  { message: "How much compensation will the court award me if I was wrongly dismissed after 10 years as a nurse?", intent: "legal-question" },
  { message: "una de tek small small payment? me case na lan but money no plenty", intent: "knowledge:Fees" },
  {
    message: "We would like a mediator to resolve a dispute between our maternity home and the landlord's family. Court takes too long.",
    intent: "area:arbitration",
  },
  {
    message: "writing this quickly with a cellmate's phone. im a nurse aide held at Kroo Town Road police since thursday. no statement taken. plz come",
    intent: "urgent",
  },
  { message: "We need help with our tenant who has not paid rent for a year and refuses to leave our house in Bo.", intent: "area:land" },
  {
    message: "A man who comes to the clinic told me he will rape me if I don't agree to be his girlfriend. He comes every day. I am on duty alone at night.",
    intent: "safety",
  },
  { message: "hi!", intent: "greeting" },
  { message: "What areas of law do you practise?", intent: "services" },
  {
    message:
      "I spent three nights in a police cell in January and they released me without charge. The police still have my phone and my ID card. I want a lawyer to get them back.",
    intent: "area:criminal",
  },
  { message: "pls how to write application letter for nursing job at PCMH", intent: "off-topic" },
  { message: "My husband and I want to divorce peacefully. We agree on everything. We just need a lawyer to do the papers.", intent: "area:family" },
  { message: "Phone number?", intent: "phone" },
  {
    message:
      "My son was arrested yesterday at Bo for fighting at the hospital when they refused to attend to his sick grandmother. He is still at the police station. They haven't charged him yet. He is only 17.",
    intent: "urgent",
  },
  { message: "We are looking to close down our private clinic company because the shareholders want to go their separate ways.", intent: "area:business" },
  { message: "pls cn i see a lawyer 2day, am in town", intent: "booking" },
  { message: "Is it legal for the hospital to keep my certificates because I owe them for my training?", intent: "legal-question" },
  {
    message:
      "The fishing vessel where my husband works as a cook sank off Shenge. Thank God the crew were rescued by canoes. The owners are refusing to pay the crew their wages and their lost things. We want to claim.",
    intent: "area:shipping",
  },
  { message: "I want an employment contract drafted for the nurses I'm hiring at my new clinic.", intent: "area:contract" },
  { message: "I want to send you my documents by email. Which address?", intent: "email" },
  { message: "How do I send money from London to my mother in Kailahun cheaply?", intent: "off-topic" },
  { message: "what time do you close on Monday", intent: "hours" },
  { message: "Is there space for cars at your Bo office?", intent: "knowledge:Parking" },
  {
    message:
      "My daughter is here on my ward. Her husband came and said if she goes back to her family house he will kill her and himself. He is still walking around the compound.",
    intent: "safety",
  },
  { message: "How many lawyers in the Bo office?", intent: "team" },
  { message: "where is d office in freetown pls", intent: "address" },
  {
    message:
      "A colleague told me the nurse who was picked up at her house this morning is being kept at CID on Pademba Road. She is my sister-in-law. Please help.",
    intent: "urgent",
  },
  { message: "I want to settle my dispute with my business partner by arbitration. How does it work with you?", intent: "area:arbitration" },
  { message: "Can I go to jail if a baby I delivered at home dies? I am a trained midwife.", intent: "legal-question" },
  { message: "What is the best court shoe for nurses who stand 12 hours?", intent: "off-topic" },
  { message: "Any other way to reach you apart from this chat?", intent: "contact" },
  { message: "Thank you very much for your time", intent: "thanks" },
  { message: "alright, good night", intent: "goodbye" },
  {
    message: "Could I book a consultation for my mother who is a patient at Bo Government Hospital? She can't come, can the lawyer come to her?",
    intent: "booking",
  },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my mother, a retired matron aged 74, who wishes to prepare her last will and testament. She resides in Kissy and is not strong enough to travel far. I should be grateful if your firm could assist her. Yours faithfully, S. Kanu",
    intent: "area:family",
  },
  {
    message:
      "They just handcuffed our ward boy right here in the emergency room and are pushing him into the police pickup. What do we do?? He has done nothing!",
    intent: "urgent",
  },
  { message: "una get lawyer wey sabi Limba? me papa na Limba man an e no sabi Krio well", intent: "knowledge:Languages spoken" },
  { message: "who won the Arsenal match last night", intent: "off-topic" },
  { message: "My contract ended and the clinic refuses to give me a reference letter. Do they have to give it by law?", intent: "legal-question" },
  { message: "we famili lan palava na Lunsar don reach chief. now dem se make we go kot. we need lawyer", intent: "area:land" },
  {
    message:
      "Nurse on duty at Kambia CHC. A patient's relatives are fighting in the ward with sticks and threatening staff. One nurse was hit on the head. We locked ourselves in the office.",
    intent: "safety",
  },
  {
    message:
      "A recruitment agency in Dubai sent me an offer letter for a nursing job. My friend went last year with the same kind of letter and they took her passport. Before I sign anything, I want a lawyer to check the contract is genuine and fair.",
    intent: "area:contract",
  },
  { message: "does d office work weekend", intent: "hours" },
  { message: "Can your firm help my maternity home get the proper licence and register as a business?", intent: "area:business" },
  { message: "Where can I leave my keke when I come for the appointment?", intent: "knowledge:Parking" },
  { message: "pls me kazin na midwife na PHU, polis don lock am na Kambia since Monday. dem no carry am go kot yet. wetin we fo do?", intent: "urgent" },
  { message: "I need a lawyer for my appeal. I was convicted of fraud over hospital drug money and I'm on bail pending appeal.", intent: "area:criminal" },
  { message: "Can I meet with Abdul Rahman Sesay next week regarding my clinic's company registration?", intent: "booking" },
  {
    message:
      "Our relief container for the children's ward was finally released from the port, but now the shipping line says we owe 40 million in demurrage. We need a lawyer to fight the charges.",
    intent: "area:shipping",
  },
  { message: "What time does the Brussels flight land at Lungi on Friday? My daughter is coming", intent: "off-topic" },
  { message: "Should I bring the hospital's letter of dismissal and my contract to the consultation?", intent: "knowledge:What to bring" },
  { message: "Who are the lawyers in the firm and how long have they been practising?", intent: "team" },
  {
    message:
      "The doctor in charge slapped me in front of patients because the theatre was not ready on time. Everyone saw it. I want to make a complaint to the hospital board, but he is friends with the medical superintendent. If I complain, can the hospital sack me for it?",
    intent: "legal-question",
  },
  { message: "Can your firm act as mediator between our clinic and the village chief about the use of the community building?", intent: "area:arbitration" },
  {
    message: "my dad is a hospital security man, they arrested him at 3am today after a theft in the pharmacy and he is still at the station. please hurry",
    intent: "urgent",
  },
  { message: "pikin palava: me pikin papa no de gi we notin fo di pikin dem. a wan tek am go kot fo maintenance", intent: "area:family" },
  { message: "what type of work do u people do", intent: "services" },
  { message: "Do I pay for the first consultation or is it free? And can I come this Friday?", intent: "knowledge:Fees", also: ["booking"] },
  { message: "Can u give me prayers for my nursing exam tomorrow", intent: "off-topic" },
  {
    message: "I'm a midwife in Bonthe. The council wants to take part of my land for a road without paying me anything. I need a lawyer.",
    intent: "area:land",
  },
  {
    message:
      "I am hiding at the clinic with a woman and her two children. Her husband came with his brothers and they are going round the village looking for her to beat her.",
    intent: "safety",
  },
  { message: "Do you provide an interpreter for Kono language?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Last year a man attacked our nurse on her way home from night duty and broke her arm. She knows him, the whole town knows him. The police took a statement and then closed the file. He is walking free and laughing at her. We want someone to prosecute him.",
    intent: "area:criminal",
  },
  {
    message:
      "We paid a company to install solar at our health centre. They took the money, brought half the panels and disappeared. We have the signed contract.",
    intent: "area:contract",
  },
  { message: "Will I lose my nursing licence if I'm convicted of a minor offence like fighting?", intent: "legal-question" },
  {
    message:
      "My husband was taken from our house by soldiers two hours ago and I don't know where they carried him. He is a doctor at the government hospital. Please help me.",
    intent: "urgent",
  },
  { message: "Can I call the Bo office directly? What is the number?", intent: "phone" },
  { message: "Good evening, hope you're well", intent: "greeting" },
  {
    message: "Our pharmacy company is in debt and the bank is calling in the loan. We need help to restructure or close the company.",
    intent: "area:business",
  },
  { message: "I'm in London and I'd like to book a Zoom consultation with one of your partners", intent: "booking" },
  { message: "me fon screen don crack an e no de charge, which shop fit fix am na Lumley?", intent: "off-topic" },
  { message: "Are you open on Eid?", intent: "hours" },
  { message: "Can I park on the street near your office or is there a car park?", intent: "knowledge:Parking" },
  {
    message:
      "The men who broke into the PHU last week came back and told me they will deal with me if I give the police their names. They know where I sleep. I'm staying at my mother's but they are asking around for me.",
    intent: "safety",
  },
  {
    message: "For my divorce consultation, what papers should I prepare? Marriage certificate? Birth certificates of the children?",
    intent: "knowledge:What to bring",
  },
  {
    message: "Our NGO's canoes for the women's fish smoking project were seized by the Maritime Wing at Goderich. We need them back.",
    intent: "area:shipping",
  },
  { message: "Our hospital union and the Ministry agreed to arbitration over the strike deal. We need lawyers for the hearing.", intent: "area:arbitration" },
  { message: "Please come to Lumley police quickly, they are interrogating our nurse inside since morning and won't let her out", intent: "urgent" },
  { message: "What will happen to me if the patient's family sues me? I made a medication error but the patient survived.", intent: "legal-question" },
  { message: "Story time: my little brother got custody of the class hamster for the holidays lol. Anyway, how do I make puff puff?", intent: "off-topic" },
  { message: "Can you tell me the different services your firm offers?", intent: "services" },
  { message: "pls how a go reach una", intent: "contact" },
  { message: "sorry wrong window? or not... idk", intent: "unknown" },
  { message: "Thanks o, you've really helped", intent: "thanks" },
  { message: "Ok, see you", intent: "goodbye" },
  { message: "abeg a wan book appointment fo me mama fo tok to lawyer bout lan", intent: "booking" },
];
